import { ArrowLeftIcon, LightbulbIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { TutorialVideo } from '@/features/tutorial/tutorial-video';

const QUICK_TIPS = [
  'Press Ctrl+Enter (⌘+Enter on a Mac) in the workspace to transform the input.',
  'Alt+D starts and stops dictation; allow the microphone when the browser asks.',
  'Texts over 1000 words open the Chunk Manager, so you can rewrite only the parts you choose.',
  'AI detection needs at least 50 characters of text.',
  'Add your own provider keys in Settings: they stay on the server for this browser session only.',
  'Your work is kept in this browser as you go (input, instructions, settings and the processed output), so a reload loses nothing.',
];

export function TutorialPage() {
  return (
    <main className="mx-auto grid max-w-5xl gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-3xl font-bold tracking-tight">How to use Redraft</h1>
        <Button variant="outline" asChild>
          <Link href="/">
            <ArrowLeftIcon aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
      </div>
      <TutorialVideo />
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="flex items-center gap-2 text-lg">
              <LightbulbIcon className="size-5 text-amber-500" aria-hidden="true" />
              Quick tips
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid list-disc gap-2 pl-5 text-sm">
            {QUICK_TIPS.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
            <li>
              Building on Redraft? Its HTTP API is described in the{' '}
              {/* A page the server renders, outside the client's router. */}
              <a href="/api/docs" className="font-medium underline underline-offset-2">
                API reference
              </a>
              , and as an OpenAPI document at <code>/api/openapi.json</code>.
            </li>
          </ul>
        </CardContent>
      </Card>
    </main>
  );
}
