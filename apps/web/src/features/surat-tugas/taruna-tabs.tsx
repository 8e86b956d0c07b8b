import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { createResourcePage } from '../../platform/resource-screen/resource-screen.api.ts';
import { CADET_RATES_PATH, cadetRatesScreen } from './cadet-rates-screen.ts';
import { TarunaLettersPage } from './taruna-page.tsx';

const CadetRatesPage = createResourcePage(cadetRatesScreen, CADET_RATES_PATH);
const TABS = ['surat', 'tarif'] as const;

/**
 * '/admin/taruna': the letters that send cadets out, and 'Tarif Taruna', the Direktur's SK
 * rates their cost plans are made from; the tab is kept in the URL (`?tab=tarif`).
 */
export function TarunaPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = TABS.find((t) => t === asked) ?? 'surat';
  return (
    <Tabs
      value={tab}
      keepMounted={false}
      onChange={(next) =>
        // Each tab keeps its own list state in the URL; another tab starts afresh.
        setParams(next && next !== 'surat' ? { tab: next } : {}, { replace: true })
      }
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="surat">Surat Tugas</Tabs.Tab>
        <Tabs.Tab value="tarif">Tarif Taruna</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="surat">
        <TarunaLettersPage />
      </Tabs.Panel>
      <Tabs.Panel value="tarif">
        <CadetRatesPage />
      </Tabs.Panel>
    </Tabs>
  );
}
