import {
  aboutWords,
  CREDIT_PACKAGES,
  PACKAGE_AMOUNTS,
  type PackageAmount,
  POPULAR_AMOUNT,
  wordsRewritten,
} from '@common/credits';
import { formatNumber } from '@common/format-number';
import { numberToWords } from '@common/number-words';
import { AI_PROVIDERS, type AiProviderId } from '@common/providers';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
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

interface PackagesProps {
  onChoose: (pkg: CreditPackage) => void;
  /** The package whose payment is being prepared. */
  busy?: CreditPackage | null;
}

const isBusy = (busy: CreditPackage | null | undefined, provider: AiProviderId, amount: number) =>
  busy?.provider === provider && busy.amount === amount;

/**
 * The button's name starts with its visible text ("Buy for $25"), so that speech input and
 * screen readers agree with the eye, and says which package it buys.
 */
const buyLabel = (credits: number, label: string, amount: number) =>
  `Buy for $${amount}: ${formatNumber(credits)} ${label} credits`;

/** The buy button of one package; its name says which package it buys. */
function BuyButton({
  pkg,
  label,
  busy,
  onChoose,
  compact = false,
}: {
  pkg: CreditPackage;
  label: string;
  /** On a phone's card, whose row shows the price already: "Buy". */
  compact?: boolean;
  busy: PackagesProps['busy'];
  onChoose: PackagesProps['onChoose'];
}) {
  const working = isBusy(busy, pkg.provider, pkg.amount);
  return (
    <Button
      size="sm"
      variant={pkg.amount === POPULAR_AMOUNT ? 'default' : 'outline'}
      onClick={() => onChoose(pkg)}
      disabled={Boolean(busy)}
      aria-busy={working}
      aria-label={buyLabel(pkg.credits, label, pkg.amount)}
      className="disabled:cursor-wait"
    >
      {working ? 'Preparing…' : compact ? 'Buy' : `Buy for $${pkg.amount}`}
    </Button>
  );
}

/** What a package buys, in a person's terms. */
const wordsLine = (provider: AiProviderId, credits: number) =>
  `${aboutWords(wordsRewritten(provider, credits))} rewritten`;

/**
 * The spec's credit packages: a table (one row per provider, one column per price) from
 * tablet width, cards on a phone, where a nine-column table would scroll sideways.
 */
export function CreditPackages(props: PackagesProps) {
  return (
    <>
      <div className="max-md:hidden">
        <CreditPackagesTable {...props} />
      </div>
      <div className="md:hidden">
        <CreditPackageCards {...props} />
      </div>
    </>
  );
}

function CreditPackageCards({ onChoose, busy }: PackagesProps) {
  return (
    <div className="grid gap-4">
      {AI_PROVIDERS.map((provider) => (
        <section
          key={provider.id}
          aria-labelledby={`packages-${provider.id}`}
          className="grid gap-2 rounded-lg border p-3"
        >
          <h2 id={`packages-${provider.id}`} className="font-semibold">
            {provider.label}
          </h2>
          <ul className="grid gap-2">
            {PACKAGE_AMOUNTS.map((amount) => {
              const credits = CREDIT_PACKAGES[provider.id][amount];
              return (
                <li
                  key={amount}
                  className={cn(
                    'grid grid-cols-[3.5rem_1fr_auto] items-center gap-3 rounded-md border p-3',
                    amount === POPULAR_AMOUNT && 'border-primary/50 bg-primary/5',
                  )}
                >
                  <span className="text-lg font-semibold tabular-nums">${amount}</span>
                  {/* On a phone the credits in words would triple the row: they are its title. */}
                  <span
                    className="grid min-w-0 gap-0.5"
                    title={`${numberToWords(credits)} credits`}
                  >
                    <span className="text-sm font-medium">{wordsLine(provider.id, credits)}</span>
                    <span className="text-xs text-muted-foreground tabular-nums">
                      {formatNumber(credits)} credits
                      {amount === POPULAR_AMOUNT && <Badge className="ml-2">Popular</Badge>}
                    </span>
                  </span>
                  <BuyButton
                    pkg={{ provider: provider.id, amount, credits }}
                    label={provider.label}
                    busy={busy}
                    onChoose={onChoose}
                    compact
                  />
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** The table of the wide layout; each package is a button. */
function CreditPackagesTable({ onChoose, busy }: PackagesProps) {
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
                  <div className="ml-auto grid justify-items-end gap-0.5 p-2">
                    <span className="font-medium tabular-nums">{formatNumber(credits)}</span>
                    <span className="max-w-44 text-xs font-medium">
                      {wordsLine(provider.id, credits)}
                    </span>
                    <span className="max-w-44 text-xs text-muted-foreground">
                      {numberToWords(credits)} credits
                    </span>
                    <BuyButton
                      pkg={{ provider: provider.id, amount, credits }}
                      label={provider.label}
                      busy={busy}
                      onChoose={onChoose}
                    />
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
