/**
 * Choosing a day or a month in the app's date fields (`components/date-picker`): Mantine's
 * picker in Indonesian, not a native input that takes typed text. The field is a button; its
 * dropdown shows a month ('November 2026') with 'Bulan sebelumnya' / 'Bulan berikutnya', each
 * day named '26 November 2026'; the month field shows a year and the twelve month names.
 */
import { MONTH_NAMES } from '@sikerja/contracts';
import type { Locator, Page } from 'playwright-core';

/**
 * The dropdown the field opened: Mantine's popover target names it in `aria-controls` while it
 * is open. Every lookup stays inside it, so a second picker still fading out (or another open
 * field) never answers for this one.
 */
async function openDropdown(page: Page, field: Locator): Promise<Locator> {
  await field.click();
  for (let wait = 0; wait < 100; wait++) {
    const id = await field.getAttribute('aria-controls');
    if (id) {
      const dropdown = page.locator(`[id="${id}"]`);
      await dropdown.waitFor();
      return dropdown;
    }
    await page.waitForTimeout(20);
  }
  throw new Error('the date field opened no picker');
}

/** The open picker's header ('November 2026', or '2026' on the months of a year). */
async function shownHeader(dropdown: Locator): Promise<string> {
  const header = dropdown.locator('[class*="calendarHeaderLevel"]').first();
  return ((await header.textContent()) ?? '').trim();
}

/** Steps the open picker with its previous/next buttons until `wanted(header)` is 0. */
async function stepTo(
  dropdown: Locator,
  distance: (header: string) => number,
  unit: 'Bulan' | 'Tahun',
) {
  for (let i = 0; i < 600; i++) {
    const header = await shownHeader(dropdown);
    const d = distance(header);
    if (d === 0) return;
    await dropdown
      .getByRole('button', { name: `${unit} ${d > 0 ? 'berikutnya' : 'sebelumnya'}` })
      .click();
    // The header changes when React has drawn the next month.
    for (let wait = 0; wait < 50 && (await shownHeader(dropdown)) === header; wait++) {
      await dropdown.page().waitForTimeout(20);
    }
  }
  throw new Error('the picker never reached the wanted month');
}

/** Opens the date field and picks `iso` ('YYYY-MM-DD'). */
export async function pickDate(page: Page, field: Locator, iso: string): Promise<void> {
  const [y = 0, m = 0, d = 0] = iso.split('-').map(Number);
  const dropdown = await openDropdown(page, field);
  await stepTo(
    dropdown,
    (header) => {
      const [name = '', year = '0'] = header.split(' ');
      return (
        y * 12 + (m - 1) - (Number(year) * 12 + (MONTH_NAMES as readonly string[]).indexOf(name))
      );
    },
    'Bulan',
  );
  await dropdown
    .getByRole('button', { name: `${d} ${MONTH_NAMES[m - 1]} ${y}`, exact: true })
    .and(page.locator(':visible'))
    .first()
    .click();
  await field.getByText(`${d} ${MONTH_NAMES[m - 1]} ${y}`).waitFor();
  await dropdown.waitFor({ state: 'detached' });
}

/** Opens the month field and picks `month` ('YYYY-MM'). */
export async function pickMonth(page: Page, field: Locator, month: string): Promise<void> {
  const [y = 0, m = 0] = month.split('-').map(Number);
  const dropdown = await openDropdown(page, field);
  await stepTo(dropdown, (header) => y - Number(header), 'Tahun');
  const name = MONTH_NAMES[m - 1] ?? '';
  await dropdown.getByRole('button', { name, exact: true }).and(page.locator(':visible')).click();
  await field.getByText(`${name} ${y}`).waitFor();
  await dropdown.waitFor({ state: 'detached' });
}
