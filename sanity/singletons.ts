// The documents there is exactly one of (the pricing page, the special offer): the Studio offers no way to make a
// second one or to lose the one there is. The site reads each by its fixed id.
import type { DocumentActionComponent, DocumentActionsContext, SanityDefinedAction, TemplateItem } from 'sanity';
import { singletonIds } from '../lib/marketing/limits';

/** The singletons' type names (each singleton's id is its type's name). */
export const singletonTypes: ReadonlySet<string> = new Set(Object.keys(singletonIds));

/** Editing a singleton: save its changes, throw them away, or bring back an earlier version. */
const singletonActions: ReadonlySet<SanityDefinedAction> = new Set(['publish', 'discardChanges', 'restore']);

/** The "new document" menus without the singletons: the desk opens each at its fixed id instead. */
export function withoutSingletonTemplates(previous: TemplateItem[]): TemplateItem[] {
  return previous.filter((item) => !singletonTypes.has(item.templateId));
}

/** A singleton's actions without duplicate, delete, unpublish and the like; other types keep all of theirs. */
export function singletonDocumentActions(
  previous: DocumentActionComponent[],
  context: Pick<DocumentActionsContext, 'schemaType'>,
): DocumentActionComponent[] {
  if (!singletonTypes.has(context.schemaType)) return previous;
  return previous.filter(({ action }) => action !== undefined && singletonActions.has(action as SanityDefinedAction));
}
