// A labelled US-dollar amount of the ROI calculator, with its hint and a note when it counts as $0.

export function AmountField({
  id,
  label,
  hint,
  currencySymbol,
  value,
  onValueChange,
  countedAsZeroNote,
}: {
  id: string;
  label: string;
  hint: string;
  currencySymbol: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown (and read with the field) while the text is empty or negative. */
  countedAsZeroNote?: string;
}) {
  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="relative mt-2">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-4 text-lg font-semibold text-muted"
        >
          {currencySymbol}
        </span>
        <input
          id={id}
          type="number"
          inputMode="decimal"
          step="any"
          autoComplete="off"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-describedby={hintId}
          className="h-12 w-full [appearance:textfield] rounded-(--radius-button) border border-muted/70 bg-paper pr-4 pl-9 text-lg font-semibold text-ink tabular-nums transition-[border-color,box-shadow] duration-150 hover:border-ink focus:border-accent focus:ring-4 focus:ring-accent/15 focus:outline-none [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
      </div>
      <p id={hintId} className="mt-2 text-sm text-muted">
        {hint}
        {countedAsZeroNote ? <span className="font-semibold text-before"> {countedAsZeroNote}</span> : null}
      </p>
    </div>
  );
}
