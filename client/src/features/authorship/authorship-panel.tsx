import { Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { lazyNamed } from '@/lib/lazy-named';

// The shares, replay, switch and report: code the first page does not need (decision 85).
const AuthorshipBody = lazyNamed(() => import('./authorship-body'), 'AuthorshipBody');

/**
 * The Authorship panel: where each character of the workspace's texts came from, the time spent
 * writing, a replay of how the text grew, and the report to download.
 */
export function AuthorshipPanel() {
  // Closed, the panel draws nothing as the text changes: typing pays for the record alone.
  const [open, setOpen] = useState(false);
  return (
    <Card aria-labelledby="authorship-title">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <div className="grid gap-1.5">
          <CardTitle id="authorship-title" role="heading" aria-level={2}>
            Authorship
          </CardTitle>
          <CardDescription>
            Where every character came from, recorded in this browser as you write. It leaves the
            browser only for a report you download, or to be kept with your account if you choose.
          </CardDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls="authorship-body"
          onPointerEnter={() => void AuthorshipBody.preload()}
          onFocus={() => void AuthorshipBody.preload()}
          onClick={() => setOpen((current) => !current)}
        >
          {open ? 'Hide authorship' : 'Show authorship'}
        </Button>
      </CardHeader>
      {open && (
        <Suspense
          fallback={
            <CardContent>
              <p className="text-muted-foreground text-sm">Loading the record…</p>
            </CardContent>
          }
        >
          <AuthorshipBody />
        </Suspense>
      )}
    </Card>
  );
}
