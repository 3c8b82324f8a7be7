const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES = [
  { value: 1_000_000_000, name: 'billion' },
  { value: 1_000_000, name: 'million' },
  { value: 1_000, name: 'thousand' },
] as const;

function underThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${ONES[hundreds]} hundred`);
  if (rest >= 20) {
    const unit = rest % 10;
    parts.push(
      unit ? `${TENS[Math.floor(rest / 10)]}-${ONES[unit]}` : TENS[Math.floor(rest / 10)]!,
    );
  } else if (rest > 0) {
    parts.push(ONES[rest]!);
  }
  return parts.join(' ');
}

/** Spells a whole number in English words: 4275000 -> "four million two hundred seventy-five thousand". */
export function numberToWords(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError('numberToWords takes a safe integer');
  if (value < 0) return `minus ${numberToWords(-value)}`;
  if (value === 0) return ONES[0]!;
  const parts: string[] = [];
  let rest = value;
  for (const scale of SCALES) {
    const count = Math.floor(rest / scale.value);
    if (count > 0) {
      parts.push(`${numberToWords(count)} ${scale.name}`);
      rest %= scale.value;
    }
  }
  if (rest > 0) parts.push(underThousand(rest));
  return parts.join(' ');
}
