import type { TPublicSetting } from '@sikerja/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DAY_NAMES, MONTH_NAMES } from '../format/date.ts';
import { publicSettingQueryOptions } from './public-setting.ts';

/** SPEC section 9: the clock ticks every second. */
export const CLOCK_TICK_MS = 1000;

/**
 * The institution's wall-clock time as milliseconds of a UTC timeline: the server's date
 * (already in the institution's zone) plus the time elapsed since it arrived. The browser's
 * own clock and zone are used only to measure elapsed time, never to tell the time.
 */
export function serverWallTime(date: TPublicSetting['date'], receivedAt: number, now: number) {
  const seed = Date.UTC(date.y, date.m - 1, date.d, date.h, date.i, date.s);
  return seed + Math.max(0, now - receivedAt);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'Senin, 23 November 2026 07:31:05' (SPEC section 2: Indonesian day and month names). */
export function formatClock(wallTime: number): string {
  const t = new Date(wallTime);
  const day = DAY_NAMES[t.getUTCDay()] ?? '';
  const month = MONTH_NAMES[t.getUTCMonth()] ?? '';
  const time = `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
  return `${day}, ${t.getUTCDate()} ${month} ${t.getUTCFullYear()} ${time}`;
}

/** The live clock's text, or null until the server's date is known. */
export function useServerClock(): string | null {
  const { data, dataUpdatedAt } = useQuery(publicSettingQueryOptions);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  if (!data) return null;
  return formatClock(serverWallTime(data.data.date, dataUpdatedAt, now));
}
