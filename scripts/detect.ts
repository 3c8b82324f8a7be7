/**
 * `npm run detect`: the local AI-text detector from the command line. No network, no keys.
 *
 *   npm run detect -- --jsonl < texts.jsonl   # {"id","text"} lines in, {"id","probability","isAIGenerated"} out
 *   npm run detect -- essay.txt notes.txt     # a readable report per file
 */
import { loadDefaultModel } from '../server/features/detection/detector/index';
import { fileText, scoreJsonLines, textReport } from './detector/cli';

const USAGE =
  'usage: npm run detect -- --jsonl < input.jsonl\n       npm run detect -- FILE.txt ...\n';

async function main(argv: string[]): Promise<number> {
  if (argv.length === 0 || argv.includes('--help')) {
    process.stderr.write(USAGE);
    return argv.length === 0 ? 2 : 0;
  }
  const model = loadDefaultModel();
  if (argv.includes('--jsonl')) {
    return scoreJsonLines(model, process.stdin, process.stdout, process.stderr);
  }
  let status = 0;
  for (const path of argv) {
    try {
      process.stdout.write(`${textReport(path, await fileText(path), model)}\n\n`);
    } catch (error) {
      process.stderr.write(`${path}: ${(error as Error).message}\n`);
      status = 1;
    }
  }
  return status;
}

process.exitCode = await main(process.argv.slice(2));
