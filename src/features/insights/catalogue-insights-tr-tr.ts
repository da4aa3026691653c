// The insights page in Turkish (Türkiye). As src/lib/messages/catalogue-tr-tr.ts: a noun after a
// figure stays singular ('7 gün', '3 arama'), figures are grouped the Turkish way ('3.012'), the
// percent sign comes before the figure ('%12,5'), and no suffix follows a value. 'p75' and 'ms'
// are the metrics' own notation.
import type { InsightsCatalogueModule, InsightsMessages } from './insights-messages-en-us';
import { turkishCount } from '../../lib/messages/catalogue-tr-tr';

const upToTwoDecimals = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });
const upToOneDecimal = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 });
const dayTick = new Intl.DateTimeFormat('tr-TR', { month: 'short', day: 'numeric', timeZone: 'UTC' });
// Counts as every Turkish catalogue writes them ('3.012'): the app's own, loaded on every tr-tr page.
const n = turkishCount;

// long-function: a message catalogue is data, one entry per string of the English one it mirrors.
export const catalogue: InsightsCatalogueModule['catalogue'] = (en: InsightsMessages): InsightsMessages => ({
  title: 'Arama analizleri',
  intro: 'Ziyaretçilerin ne aradığı, neyi bulamadığı ve neyi açtığı: analiz çerezlerine izin veren ziyaretçilerden.',
  learning: 'Öğrenen arama: öneriler ve sıralama',
  imports: 'Katalog içe aktarmaları: dosya yükleyin',
  period: 'Dönem',
  days: (days) => `${n(days)} gün`,
  loading: 'Analizler yükleniyor…',
  error: 'Analizler yüklenemedi.',
  retry: 'Yeniden deneyin',
  totals: {
    searches: 'Aramalar',
    zeroResultSearches: 'Sonuç bulunamayan aramalar',
    resultClicks: 'Sonuç tıklamaları',
    productViews: 'Ürün görüntülemeleri',
    facetClicks: 'Filtre tıklamaları',
  },
  perDay: 'Günlük aramalar',
  perDayAsTable: 'Günlük aramalar tablo olarak',
  topSearches: 'En çok yapılan aramalar',
  zeroResults: 'Sonuç bulunamayan aramalar',
  zeroResultsHint: 'Bir eş anlamlı sözcük ya da yeni bir ürün için değerlendirilebilir.',
  topProducts: 'En çok açılan ürünler',
  facets: 'Filtre kullanımı',
  webVitals: 'Sahadan web performans ölçümleri (75. yüzdelik)',
  webVitalsNone: 'Bu dönemde hiç saha ölçümü bildirilmedi.',
  none: 'Bu dönemde henüz bir şey yok.',
  download: (table) => `CSV olarak indir: ${table}`,
  downloadShort: 'CSV indir',
  showAll: (count) => `Tümünü göster (${n(count)})`,
  showFewer: 'İlk 10 satırı göster',
  columns: {
    query: 'Arama',
    searches: 'Arama sayısı',
    clickThrough: 'Tıklama oranı',
    meanPosition: 'Tıklanan ortalama sıra',
    product: 'Ürün',
    productId: 'Ürün kimliği',
    views: 'Görüntüleme',
    clicks: 'Sonuç tıklaması',
    facet: 'Filtre',
    value: 'Değer',
    day: 'Gün',
    zero: 'Sonuçsuz',
    route: 'Sayfa yolu',
    metric: 'Ölçüm',
    p75: en.columns.p75,
    samples: 'Örnek sayısı',
  },
  todaySoFar: (searches, zero) =>
    `Bugün şimdiye kadar (gün bitene kadar grafikte yok): ${n(searches)} arama, ${n(zero)} tanesi sonuçsuz.`,
  partialDay: (day) => `${day} (bugün, şimdiye kadar)`,
  chartLabel: (total, days) => `Günlük aramalar grafiği: ${n(days)} günde ${n(total)} arama.`,
  count: n,
  percent: (ratio) => `%${upToOneDecimal.format(ratio * 100)}`,
  decimal: (x) => upToTwoDecimals.format(x),
  milliseconds: (ms) => `${n(Math.round(ms))} ms`,
  chartDay: (date) => dayTick.format(date),
});
