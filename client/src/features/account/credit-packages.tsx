import { CREDIT_PACKAGES, PACKAGE_AMOUNTS, POPULAR_AMOUNT } from '@common/credits';
import { numberToWords } from '@common/number-words';
import { AI_PROVIDERS } from '@common/providers';
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

/** The spec's credit package table: one row per provider, one column per price. */
export function CreditPackagesTable() {
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
                  <div className="font-medium tabular-nums">{credits.toLocaleString('en-US')}</div>
                  <div className="max-w-44 text-xs text-muted-foreground ml-auto">
                    {numberToWords(credits)} credits
                  </div>
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
