// The Studio's publish action for posts, case studies and landing pages: publishing a new slug leaves a permanent
// redirect from the old address to the new one (and deletes one away from the new address), once the publish has
// gone through. Other document types keep their actions as they are.
import type { DocumentActionComponent, DocumentActionsContext, SanityClient } from 'sanity';
import { apiVersion } from '../../lib/content/config';
import { redirectsFromQuery } from '../../lib/redirects/queries';
import {
  addressedTypes,
  slugRedirectPlan,
  type AddressedType,
  type SlugRedirectPlan,
} from '../../lib/redirects/slug-change';

/** How long the published document may take to carry the new slug; checked twice a second. */
const publishWaitMs = 15_000;
const checkEveryMs = 500;

const slugOf = (doc: unknown): string | undefined => {
  const current = (doc as { slug?: { current?: unknown } } | null | undefined)?.slug?.current;
  return typeof current === 'string' ? current : undefined;
};

const isAddressed = (type: string): type is AddressedType => (addressedTypes as readonly string[]).includes(type);

/** The publish runs in the Studio's document store and tells no caller when it is done: its result is awaited
 * here, so a redirect never points at a page that was not published. */
async function writeAfterPublish(
  client: SanityClient,
  id: string,
  nextSlug: string | undefined,
  plan: SlugRedirectPlan,
) {
  const deadline = Date.now() + publishWaitMs;
  while (slugOf(await client.getDocument(id).catch(() => undefined)) !== nextSlug) {
    if (Date.now() > deadline) {
      console.error(`slug redirect: ${id} was not published with its new slug within 15 s; no redirect written`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, checkEveryMs));
  }
  const away = await client.fetch<string[]>(redirectsFromQuery, { froms: plan.deleteFrom });
  const transaction = client.transaction();
  if (plan.create) transaction.createOrReplace(plan.create);
  for (const redirectId of away) transaction.delete(redirectId);
  await transaction.commit();
}

function withSlugRedirect(publish: DocumentActionComponent, context: DocumentActionsContext): DocumentActionComponent {
  const PublishWithSlugRedirect: DocumentActionComponent = (props) => {
    // Called as the original is (it uses hooks), on every render.
    const description = publish(props);
    if (!description || !isAddressed(props.type) || !props.draft) return description;
    const nextSlug = slugOf(props.draft);
    const plan = slugRedirectPlan({
      type: props.type,
      id: props.id,
      publishedSlug: slugOf(props.published),
      nextSlug,
      wasPublished: props.published !== null,
    });
    if (!plan) return description;
    return {
      ...description,
      onHandle: () => {
        description.onHandle?.();
        if (plan.skipped) console.warn(`slug redirect: ${plan.skipped}`);
        const client = context.getClient({ apiVersion });
        writeAfterPublish(client, props.id, nextSlug, plan).catch((error: unknown) =>
          console.error(`slug redirect: the redirect for ${props.id} was not written`, error),
        );
      },
    };
  };
  PublishWithSlugRedirect.action = publish.action;
  PublishWithSlugRedirect.displayName = 'PublishWithSlugRedirect';
  return PublishWithSlugRedirect;
}

export function slugRedirectActions(
  previous: DocumentActionComponent[],
  context: DocumentActionsContext,
): DocumentActionComponent[] {
  if (!isAddressed(context.schemaType)) return previous;
  return previous.map((action) => (action.action === 'publish' ? withSlugRedirect(action, context) : action));
}
