// The service pages' documents, one each (lib/marketing/singleton.ts), quoting the claims
// (lib/marketing/claims.ts).
import 'server-only';
import { productDemoVideosPageTag, shortsPageTag, videoProductionPageTag } from '@/lib/content/config';
import { servicePageIds } from '@/lib/marketing/service-pages/limits';
import {
  productDemoVideosPageSchema,
  shortsPageSchema,
  videoProductionPageSchema,
} from '@/lib/marketing/service-pages/schemas';
import { withClaims } from '@/lib/marketing/claims';
import { singletonReader } from '@/lib/marketing/singleton';
import { productDemoVideosPageQuery } from '@/sanity/schema-types/product-demo-videos-page';
import { shortsPageQuery } from '@/sanity/schema-types/shorts-page';
import { videoProductionPageQuery } from '@/sanity/schema-types/video-production-page';

export const getShortsPage = withClaims(
  singletonReader({
    id: servicePageIds.shortsPage,
    schema: shortsPageSchema,
    query: shortsPageQuery,
    tag: shortsPageTag,
    what: 'the shorts page',
    studio: 'Short-form videos',
  }),
);

export const getProductDemoVideosPage = withClaims(
  singletonReader({
    id: servicePageIds.productDemoVideosPage,
    schema: productDemoVideosPageSchema,
    query: productDemoVideosPageQuery,
    tag: productDemoVideosPageTag,
    what: 'the product demo videos page',
    studio: 'Product demo videos',
  }),
);

export const getVideoProductionPage = withClaims(
  singletonReader({
    id: servicePageIds.videoProductionPage,
    schema: videoProductionPageSchema,
    query: videoProductionPageQuery,
    tag: videoProductionPageTag,
    what: 'the video production page',
    studio: 'Video production',
  }),
);
