import {
  CREDIT_PACKAGES,
  PACKAGE_AMOUNTS,
  type PackageAmount,
  POPULAR_AMOUNT,
} from '@common/credits';
import { numberToWords } from '@common/number-words';
import { AI_PROVIDERS, type AiProviderId } from '@common/providers';
import { Badge } from '@/components/ui/badge';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { cn } from '@/lib/utils';

export interface CreditPackage {
  provider: AiProviderId;
  amount: PackageAmount;
  credits: number;
}

/**
 * The spec's credit package table: one row per provider, one column per price. Each package
 * is a button; `busy` marks the one whose payment is being prepared.
 */
export function CreditPackagesTable({
  onChoose,
  busy,
}: {
  onChoose: (pkg: CreditPackage) => void;
  busy?: CreditPackage | null;
}) {
  return (
    <Table aria-label="Credit packages">
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Provider</TableHead>
          {PACKAGE_AMOUNTS.map((amount) => (
            <TableHead
              key={amount}
              scope="col"
              className={cn('text-right', amount === POPULAR_AMOUNT && 'bg-primary/10')}
            >
              <span className="inline-flex items-center gap-2">
                ${amount}
                {amount === POPULAR_AMOUNT && <Badge>Popular</Badge>}
              </span>
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {AI_PROVIDERS.map((provider) => (
          <TableRow key={provider.id}>
            <TableHead scope="row">{provider.label}</TableHead>
            {PACKAGE_AMOUNTS.map((amount) => {
              const credits = CREDIT_PACKAGES[provider.id][amount];
              return (
                <TableCell
                  key={amount}
                  className={cn(
                    'text-right align-top',
                    amount === POPULAR_AMOUNT && 'bg-primary/5',
                  )}
                >
                  <button
                    type="button"
                    onClick={() => onChoose({ provider: provider.id, amount, credits })}
                    disabled={Boolean(busy)}
                    aria-busy={busy?.provider === provider.id && busy.amount === amount}
                    aria-label={`Buy ${credits.toLocaleString('en-US')} ${provider.label} credits for $${amount}`}
                    className="ml-auto grid w-full justify-items-end gap-0.5 rounded-md p-2 text-right outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-wait disabled:opacity-60"
                  >
                    <span className="font-medium tabular-nums">
                      {credits.toLocaleString('en-US')}
                    </span>
                    <span className="max-w-44 text-xs text-muted-foreground">
                      {numberToWords(credits)} credits
                    </span>
                    <span className="text-xs font-medium text-primary">
                      {busy?.provider === provider.id && busy.amount === amount
                        ? 'Preparing…'
                        : `Buy for $${amount}`}
                    </span>
                  </button>
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
