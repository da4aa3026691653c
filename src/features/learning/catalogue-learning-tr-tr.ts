// The search learning screen in Turkish (Türkiye). As src/lib/messages/catalogue-tr-tr.ts: a noun
// after a figure stays singular ('3 ziyaret'), figures are grouped the Turkish way, and no suffix
// follows a value (a searched text comes after a colon or inside a phrase that needs none).
import type { LearningCatalogueModule, LearningMessages } from './learning-messages-en-us';
import { turkishCount } from '../../lib/messages/catalogue-tr-tr';

// Counts as every Turkish catalogue writes them ('3.012'): the app's own, loaded on every tr-tr page.
const n = turkishCount;

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
  rankingHint: (queries, minAddresses) =>
    `Benzer ilgi düzeyindeki sonuçlar arasında, aynı arama için daha çok adresten açılan ürünler biraz yükselir (en az ${n(minAddresses)} adres; bir adres bir ürün için günde en fazla bir kez sayılır; eski ziyaretler daha az sayılır; yalnızca bu sunucunun yanıtladığı aramalardaki tıklamalar). Tam başlıklar ve ISBN’ler her zaman önce gelir. Kanıt şu anda ${n(queries)} aramayı kapsıyor.`,
  movers: 'Tıklamaların yükselttikleri',
  moversHint:
    'En çok tıklama kanıtı olan aramalar ve ürünler, yükseltilenler önce. Bir adres her gün değişen bir kodla sayılır, kendisi saklanmaz. En yoğun adres ziyaretlerin çoğunu tutuyorsa ya da tıklamaların çoğu bu sunucunun hiç yanıtlamadığı aramalardan geliyorsa, biri bir ürünü yükseltmeye çalışıyor olabilir: rakamların gösterdiğinden fazlasını ekleyemez.',
  moversNone: 'Henüz tıklama kanıtı yok.',
  moverColumns: {
    query: 'Arama',
    product: 'Ürün',
    visits: 'Ziyaret',
    addresses: 'Adres',
    busiest: 'En yoğun adres',
    unserved: 'Yanıtlanmamış aramalardaki tıklamalar',
    boost: 'Yükseltme',
  },
  busiest: (top, visits) => `${n(visits)} ziyaretin ${n(top)} tanesi`,
  noBoost: 'yok',
  count: (count) => n(count),
  boost: (boost) => new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(boost),
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
