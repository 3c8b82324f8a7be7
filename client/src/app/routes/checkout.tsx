import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CreditPackagesTable } from '@/features/account/credit-packages';

export function CheckoutPage() {
  return (
    <main className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
      <div>
        <Button variant="ghost" size="sm" asChild>
          <Link href="/">
            <ArrowLeftIcon aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl">Buy credits</h1>
          </CardTitle>
          <CardDescription>
            Credits are bought per AI provider. Choose the provider you write with most.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <CreditPackagesTable />
        </CardContent>
      </Card>
    </main>
  );
}
