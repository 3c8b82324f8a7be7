/**
 * The only commands a formula may use in the LaTeX export
 * (docs/decisions/106-formulas-allow-list.md): ordinary math from LaTeX,
 * amsmath and amssymb, each defined under both preambles (latex-preamble.ts) — the
 * integration test checks that. None reads or writes a file, runs Lua or defines anything.
 */

const words = (list: string) => new Set(list.split(/\s+/).filter(Boolean));

const GREEK = `alpha beta gamma delta epsilon varepsilon zeta eta theta vartheta iota kappa varkappa
  lambda mu nu xi pi varpi rho varrho sigma varsigma tau upsilon phi varphi chi psi omega
  Gamma Delta Theta Lambda Xi Pi Sigma Upsilon Phi Psi Omega digamma`;

const FUNCTIONS = `arccos arcsin arctan arg cos cosh cot coth csc deg det dim exp gcd hom inf ker lg lim
  liminf limsup ln log max min Pr sec sin sinh sup tan tanh bmod pmod mod pod`;

const OPERATORS = `sum prod coprod int iint iiint oint bigcup bigcap bigvee bigwedge bigoplus bigotimes
  bigodot biguplus bigsqcup pm mp times div cdot ast star circ bullet oplus ominus otimes oslash
  odot cup cap uplus sqcup sqcap wedge vee land lor setminus smallsetminus dagger ddagger amalg
  wr diamond bigtriangleup bigtriangledown triangleleft triangleright lhd rhd unlhd unrhd`;

const RELATIONS = `leq geq le ge neq ne approx equiv sim simeq cong propto ll gg lesssim gtrsim leqslant
  geqslant prec succ preceq succeq doteq asymp models perp parallel mid nmid in notin ni subset
  supset subseteq supseteq subsetneq supsetneq nsubseteq sqsubset sqsupset sqsubseteq sqsupseteq
  vdash dashv bowtie smile frown not approxeq triangleq`;

const ARROWS = `to gets rightarrow leftarrow leftrightarrow Rightarrow Leftarrow Leftrightarrow
  longrightarrow longleftarrow longleftrightarrow Longrightarrow Longleftarrow Longleftrightarrow
  mapsto longmapsto implies impliedby iff uparrow downarrow updownarrow Uparrow Downarrow
  Updownarrow nearrow searrow swarrow nwarrow hookrightarrow hookleftarrow rightharpoonup
  rightharpoondown leftharpoonup leftharpoondown rightleftharpoons leadsto
  xrightarrow xleftarrow`;

const SYMBOLS = `infty partial nabla forall exists nexists emptyset varnothing neg lnot top bot angle
  measuredangle triangle Box Diamond clubsuit diamondsuit heartsuit spadesuit
  aleph beth hbar hslash ell wp Re Im imath jmath prime backprime surd checkmark flat natural
  sharp complement therefore because colon ldots cdots dots dotsb dotsc dotsi dotsm vdots ddots
  cdotp ldotp`;

const DELIMITERS = `langle rangle lfloor rfloor lceil rceil vert Vert lvert rvert lVert rVert backslash
  lbrace rbrace lbrack rbrack`;

/** Commands whose size the next delimiter takes: `\left(`, `\big|`. */
export const SIZED = words(`left right middle big Big bigg Bigg bigl bigr Bigl Bigr biggl biggr
  Biggl Biggr`);

const STRUCTURE = `frac dfrac tfrac cfrac sqrt binom dbinom tbinom overset underset stackrel
  overline underline overbrace underbrace overrightarrow overleftarrow boxed phantom hphantom
  vphantom smash limits nolimits displaystyle textstyle scriptstyle scriptscriptstyle
  operatorname mathrm mathbf mathit mathsf mathtt mathcal mathbb mathfrak mathnormal boldsymbol
  hat bar vec dot ddot dddot tilde widehat widetilde check breve acute grave mathring
  quad qquad enspace thinspace medspace thickspace negthinspace mathstrut`;

/** Commands whose argument is prose (docs/decisions/106-formulas-allow-list.md: escaped as prose,
 * commands and all). */
export const TEXT_COMMANDS = words(
  'text textrm textbf textit textsf texttt textup textnormal mbox',
);

/** Every command a formula may name, `\begin` and `\end` apart. */
export const MATH_COMMANDS = new Set([
  ...words(GREEK),
  ...words(FUNCTIONS),
  ...words(OPERATORS),
  ...words(RELATIONS),
  ...words(ARROWS),
  ...words(SYMBOLS),
  ...words(DELIMITERS),
  ...words(STRUCTURE),
  ...SIZED,
  ...TEXT_COMMANDS,
]);

/** Control symbols (`\` and one non-letter): spacing, a line break and escaped specials. */
export const MATH_CONTROL_SYMBOLS = new Set([
  ',',
  ';',
  ':',
  '!',
  '>',
  ' ',
  '\\',
  '&',
  '%',
  '$',
  '#',
  '_',
  '{',
  '}',
  '|',
]);

/** Delimiters `\left`, `\right` and `\big…` accept (besides the commands in DELIMITERS). */
export const DELIMITER_CHARS = new Set(['(', ')', '[', ']', '|', '/', '.', '<', '>']);
export const DELIMITER_COMMANDS = new Set([
  ...words(DELIMITERS),
  ...words('uparrow downarrow updownarrow Uparrow Downarrow Updownarrow'),
]);

/** Environments a formula may open. */
export const MATH_ENVIRONMENTS = words(`matrix pmatrix bmatrix Bmatrix vmatrix Vmatrix smallmatrix
  cases aligned split array gathered`);
/** Those with one column, where `&` is shown rather than read as a column separator. */
export const ONE_COLUMN = words('gathered');
