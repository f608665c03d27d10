// A native <select> styled once: the platform's own picker (best on phones and with assistive
// technology), a placeholder for "nothing selected", and the rule that no item has an empty value.
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { SelectOption } from '@/lib/select-options';
import { cn } from '@/lib/cn';

export function Select({
  options,
  placeholder,
  className,
  value,
  ...props
}: { options: readonly SelectOption[]; placeholder: string; value: string } & Omit<
  ComponentProps<'select'>,
  'value' | 'children'
>) {
  for (const option of options) {
    // Option lists are checked when their module loads (defineOptions); this catches lists built elsewhere.
    if (option.value.trim() === '')
      throw new Error(`Developer error: a <Select> item (${JSON.stringify(option.label)}) has an empty value.`);
  }
  return (
    <div className="relative">
      <select
        value={value}
        className={cn(
          'h-11 w-full appearance-none rounded-(--radius-button) border border-line bg-paper pr-10 pl-3.5 text-[0.9375rem] shadow-xs transition-colors hover:border-muted aria-[invalid=true]:border-before',
          value === '' ? 'text-muted' : 'text-body',
          className,
        )}
        {...props}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value} className="text-body">
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
      />
    </div>
  );
}
