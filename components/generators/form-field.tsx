// A labelled generator-form control with an optional hint (aria-describedby); inputs share one look.
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const controlClasses =
  'w-full rounded-(--radius-button) border border-line bg-paper px-3.5 text-[0.9375rem] text-body shadow-xs transition-colors placeholder:text-muted hover:border-muted aria-[invalid=true]:border-before';

export function FormField({
  id,
  label,
  required,
  requiredMark,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  requiredMark?: string;
  hint?: string;
  /** Placement in the form's grid. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-before">
            {requiredMark}
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function TextInput({ className, ...props }: ComponentProps<'input'>) {
  return <input type="text" className={cn(controlClasses, 'h-11', className)} {...props} />;
}

export function TextArea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(controlClasses, 'resize-y py-2.5 leading-relaxed', className)} {...props} />;
}
