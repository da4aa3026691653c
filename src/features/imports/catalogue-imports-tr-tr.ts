// The catalogue imports page in Turkish (Türkiye). As src/lib/messages/catalogue-tr-tr.ts: a noun
// after a figure stays singular ('3 satır'), figures are grouped the Turkish way, the percent sign
// comes first ('%45').
import type { ImportsCatalogueModule, ImportsMessages } from './imports-messages-en-us';
import { turkishCount } from '../../lib/messages/catalogue-tr-tr';

// Counts as every Turkish catalogue writes them ('3.012'): the app's own, loaded on every tr-tr page.
const n = turkishCount;

// long-function: a message catalogue is data, one entry per string of the English one it mirrors.
export const catalogue: ImportsCatalogueModule['catalogue'] = (): ImportsMessages => ({
  title: 'Katalog içe aktarmaları',
  intro:
    'Ürünleri bir ONIX for Books 3.0 iletisi ya da JSON satırları (her satırda bir ürün) olarak, düz ya da gzip, içeren bir dosya yükleyin. Her kayıt önce denetlenir; rapor her sorunu kaydı ve alanıyla listeler.',
  back: 'Arama analizleri',
  loading: 'İçe aktarmalar yükleniyor…',
  error: 'İçe aktarmalar yüklenemedi.',
  retry: 'Yeniden deneyin',
  file: 'Akış dosyası',
  fileHint: 'ONIX 3.0 (.xml) ya da JSON satırları (.jsonl, .ndjson), düz ya da gzip (.gz).',
  skipInvalid: 'Geçersiz kayıtları atla, geçerli olanları içe aktar',
  dryRun: 'Deneme: her şeyi denetle, hiçbir şey yazma',
  upload: 'Yükle',
  uploading: 'Dosya yükleniyor',
  importing: 'Dosya içe aktarılıyor',
  progressLabel: 'İçe aktarma ilerlemesi',
  progressUpload: (percent) => `Yükleniyor: %${percent}`,
  progressCheck: (lines, total) =>
    total === null ? `${n(lines)} satır denetlendi` : `${n(total)} satırın ${n(lines)} tanesi denetlendi`,
  progressWrite: (table) => (table ? `Yazılıyor: ${table}` : 'Katalog yazılıyor'),
  uploadFailed: 'Yükleme başarısız oldu.',
  busy: 'Başka bir içe aktarma sürüyor. Bitmesini bekleyip yeniden yükleyin.',
  tooLarge: 'Dosya, sunucunun kabul ettiğinden büyük.',
  result: 'Sonuç',
  succeeded: (imported, lines, dryRun) =>
    dryRun ? `${n(lines)} üründen ${n(imported)} tanesi içe aktarılacaktı.` : `${n(lines)} üründen ${n(imported)} tanesi içe aktarıldı.`,
  createdUpdated: (created, updated) => `${n(created)} yeni, ${n(updated)} güncellenen.`,
  failed: 'İçe aktarma başarısız oldu; hiçbir şey yazılmadı.',
  report: 'Rapor',
  reportNone: 'Sorun bulunmadı.',
  reportCount: (issues) => `${n(issues)} sorun`,
  reportShown: (shown, issues) => `${n(issues)} sorunun ilk ${n(shown)} tanesi gösteriliyor; CSV dosyası hepsini içerir.`,
  download: 'Raporu indir (CSV)',
  columns: { record: 'Kayıt', field: 'Alan', message: 'Sorun' },
  history: 'Geçmiş',
  tableRegion: (name: string) => `${name} (tablo)`,
  historyNone: 'Henüz içe aktarma yok.',
  historyColumns: {
    started: 'Başlangıç',
    status: 'Durum',
    options: 'Seçenekler',
    lines: 'Satır',
    imported: 'İçe aktarılan',
    issues: 'Sorun',
    report: 'Rapor',
  },
  status: { running: 'Sürüyor', succeeded: 'Tamamlandı', failed: 'Başarısız' },
  optionSkip: 'geçersizleri atla',
  optionDry: 'deneme',
  optionNone: '—',
  csv: 'CSV',
  csvOf: (started) => `${started} tarihinde başlayan içe aktarmanın raporu (CSV)`,
  date: (iso) => new Date(iso).toLocaleString('tr-TR', { dateStyle: 'medium', timeStyle: 'short' }),
  count: n,
});
