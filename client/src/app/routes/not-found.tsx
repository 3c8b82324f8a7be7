import { AlertCircleIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

export function NotFoundPage() {
  return (
    <main className="flex min-h-[60vh] items-center justify-center px-4">
      <Card className="w-full max-w-md">
        <CardContent className="grid gap-4">
          <h1 className="flex items-center gap-2 text-2xl font-bold">
            <AlertCircleIcon className="size-7 text-destructive" aria-hidden="true" />
            404 Page Not Found
          </h1>
          <p className="text-sm text-muted-foreground">
            Did you forget to add the page to the router?
          </p>
          <Button asChild variant="outline" className="w-fit">
            <Link href="/">Back to Home</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
