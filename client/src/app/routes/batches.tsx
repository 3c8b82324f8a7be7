import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { BatchesSection } from '@/features/batches/batches-section';

export function BatchesPage() {
  return (
    <main className="mx-auto grid max-w-7xl gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Batch check</h1>
        <Button variant="outline" asChild>
          <Link href="/">
            <ArrowLeftIcon aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
      </div>
      <BatchesSection />
    </main>
  );
}
