// The search learning screen in Turkish (Türkiye). As src/lib/messages/catalogue-tr-tr.ts: a noun
// after a figure stays singular ('3 ziyaret'), figures are grouped the Turkish way, and no suffix
// follows a value (a searched text comes after a colon or inside a phrase that needs none).
import type { LearningCatalogueModule, LearningMessages } from './learning-messages-en-us';

const figures = new Intl.NumberFormat('tr-TR');
const n = (count: number) => figures.format(count);

// long-function: a message catalogue is data, one entry per string of the English one it mirrors.
export const catalogue: LearningCatalogueModule['catalogue'] = (): LearningMessages => ({
  title: 'Öğrenen arama',
  intro:
    'Analiz çerezlerine izin veren ziyaretçilerin aramalarından çıkan öneriler: hiçbir şey bulamayan ve aynı ziyarette ardından bir şey bulup açan bir aramanın izlediği metinler. Siz kabul edene kadar hiçbiri uygulanmaz.',
  back: 'Arama analizleri',
  loading: 'Öneriler yükleniyor…',
  error: 'Öneriler yüklenemedi.',
  retry: 'Yeniden deneyin',
  ranking: 'Tıklamaları izleyen sıralama',
  rankingHint: (queries) =>
    `Benzer ilgi düzeyindeki sonuçlar arasında, aynı arama için daha çok ziyarette açılan ürünler biraz yükselir (en az 3 ziyaret; eski ziyaretler daha az sayılır). Tam başlıklar ve ISBN’ler her zaman önce gelir. Kanıt şu anda ${n(queries)} aramayı kapsıyor.`,
  on: 'Açık',
  off: 'Kapalı',
  proposals: 'Öneriler',
  proposalsNone:
    'Henüz öneri yok: bir metin için hiçbir şey bulamayan ve ardından başka bir şey bulan en az iki ziyaret gerekir.',
  accepted: 'Kabul edilen kurallar',
  acceptedNone: 'Henüz kabul edilen kural yok.',
  retention: (days) => `Kanıt, arama olaylarının son ${n(days)} gününden okunur; daha eskisi saklanmaz.`,
  kinds: { synonym: 'Eş anlamlı', spelling: 'Yazım', name: 'Ürün adı' },
  columns: {
    term: 'Aranan (sonuç bulunamadı)',
    kind: 'Tür',
    replacement: 'Bunun yerine aranacak',
    evidence: 'Kanıt',
    actions: 'İşlemler',
    accepted: 'Kabul tarihi',
  },
  visits: (count) => `${n(count)} ziyaret`,
  thenSearched: 'ardından aranan:',
  opened: 'açılan:',
  replacementLabel: (term) => `Bunun yerine aranacak metin (aranan: “${term}”)`,
  accept: 'Kabul et',
  acceptLabel: (term) => `Kuralı kabul et: “${term}”`,
  reject: 'Reddet',
  rejectLabel: (term) => `Öneriyi reddet: “${term}”`,
  undo: 'Geri al',
  undoLabel: (term) => `Kuralı geri al: “${term}”`,
  actionFailed: 'İşlem başarısız oldu. Yeniden deneyin.',
  acceptedNotice: (term, replacement) => `“${term}” aramaları artık “${replacement}” sonuçlarını buluyor.`,
  undoneNotice: (term) => `“${term}” kuralı geri alındı.`,
  rejectedNotice: (term) => `“${term}” önerisi reddedildi.`,
  rankingNotice: (on) => (on ? 'Tıklamaları izleyen sıralama açık.' : 'Tıklamaları izleyen sıralama kapalı.'),
});
