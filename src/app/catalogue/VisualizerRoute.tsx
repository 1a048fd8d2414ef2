import { PageServicesProvider } from '../../engine/layout/pageServices';
import { decodeSafely } from '../routing/decodeSafely';
import { type FamilyId, findItem } from './catalogue';
import { siteServices } from './siteServices';
import { visualizerPages } from './visualizerPages';

/** `/{family}/{value}`: the family's page for a known value; an unknown value shows nothing (spec §2). */
export function VisualizerRoute({ family, value }: { family: FamilyId; value: string }) {
  const item = findItem(family, decodeSafely(value));
  if (!item) return null;
  const Page = visualizerPages[family];
  return (
    <PageServicesProvider value={siteServices}>
      <Page key={item.value} item={item} />
    </PageServicesProvider>
  );
}
