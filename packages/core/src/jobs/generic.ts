import { escapeRegExp } from '../regexp.ts';
import { BOARD_NAMES, companyFromLogo, companyFromTitle, withRemote } from './adapters.ts';
import {
  all,
  BLOCK_TAGS,
  blockText,
  contentText,
  type DomDocument,
  type DomElement,
  elementChildren,
  first,
  inlineText,
  isElement,
  isInside,
  meta,
  nextElement,
  norm,
} from './dom.ts';
import { EMPTY_FIELDS, type JobFields } from './types.ts';
import { type PageUrl, parsePageUrl } from './url.ts';

/**
 * The generic reader: a posting read the way a person reads it, with no board adapter and no structured data
 * (decision 070). The title is the heading the page's own title names, the company comes from the page's chrome
 * (title pattern, `og:site_name`, logo, an employer link), the description is the main block of prose after the
 * title, the location a labelled line or the meta line under the title. `scoreJobPage` says whether the page is
 * one job's posting at all.
 */

/**
 * How many distinct links on the page lead to single job pages (a results list has many). `besidePosting`
 * leaves out the links a posting's page shows beside it: a "Similar jobs" box, a sidebar, the footer. Given the
 * page's address, it leaves out the posting's own links too: a link whose address holds the number the page's
 * own address ends on ("/jobs/24871/apply", "/jobs/map/24871" on "/jobs/list/24871") is this job's apply or map
 * page, not another job (decision 151).
 */
export function countJobLinks(doc: DomDocument, besidePosting = false, url?: PageUrl): number {
  const own = url ? (`${url.pathname}${url.search}`.match(/(\d{4,})\/?$/)?.[1] ?? '') : '';
  const ownLink = new RegExp(`(^|\\D)${own}(\\D|$)`);
  return new Set(
    all(doc, 'a[href]')
      .filter((a) => JOB_LINK.test(a.getAttribute('href') ?? ''))
      .filter((a) => !besidePosting || !(inFrame(a) || inRecommendations(a)))
      .filter((a) => !own || !ownLink.test(a.getAttribute('href') ?? ''))
      .map((a) => a.getAttribute('href')),
  ).size;
}

/**
 * How many cards of a repeated list the page shows: three or more siblings drawn alike (same tag and class),
 * each with a heading and a link of its own to another page — a careers page's openings, a results list —
 * leaving out a "Similar jobs" box and the page's frame.
 */
function jobCards(doc: DomDocument): number {
  let most = 0;
  const h1 = first(doc, 'h1');
  for (const parent of all(doc, 'ul, ol, div, section')) {
    const children = elementChildren(parent);
    if (children.length < 3) continue;
    const groups = new Map<string, Set<string>>();
    // Cards drawn like the one that holds the page's main heading are the posting's own boxes (its title card, its
    // facts table, its description card), not a list of other openings (decision 124).
    const titleCard = h1 ? children.find((card) => isInside(card, h1)) : undefined;
    const postingKind = titleCard ? `${titleCard.tagName}.${titleCard.getAttribute('class') ?? ''}` : '';
    for (const card of children) {
      const heading = first(card, 'h2, h3, h4, [role="heading"], [class*="title"]');
      const href = [heading ? first(heading, 'a[href]') : null, first(card, 'a[href]')]
        .map((a) => a?.getAttribute('href') ?? '')
        .find((h) => h && !/^(#|mailto:|tel:|javascript:)/i.test(h));
      if (!heading || !href) continue;
      const kind = `${card.tagName}.${card.getAttribute('class') ?? ''}`;
      if (kind === postingKind) continue;
      groups.set(kind, (groups.get(kind) ?? new Set()).add(href));
    }
    // The costlier checks only for a list that would count: not in the page's frame, not a "Similar jobs" box.
    const size = Math.max(0, ...[...groups.values()].map((hrefs) => hrefs.size));
    if (size > most && !inFrame(parent) && !inRecommendations(children[0] ?? parent)) most = size;
  }
  return most;
}

/** Inside a box headed "Similar jobs", "Recommended jobs"… (a rail beside the posting, not a results list). */
function inRecommendations(link: DomElement): boolean {
  for (let p = link.parentElement, depth = 0; p && depth < 5; p = p.parentElement, depth++) {
    // A box that holds the page's main heading is the posting's page, whose rail comes after it: the rail's heading
    // names no box of the posting (the employer under the title, decision 106).
    if (first(p, 'h1')) return false;
    const heading = first(p, 'h2, h3, h4');
    if (heading && AFTER_POSTING.test(inlineText(heading))) return true;
  }
  return false;
}

/** A single job's address (an id at the end, `?jk=`, `?gh_jid=`…), not a list's. */
export function isSingleJobAddress(href: string): boolean {
  return JOB_LINK.test(href.replace(/#.*$/, ''));
}

/**
 * The heading of the job a results page has open beside its list (SEEK's split view, `?jobId=…`; `?vjk=…`): the
 * address's query names an id, a card's link holds that id, and a heading outside the list repeats the card's
 * title. Null on any other page. The link to apply is no card.
 */
export function openJobHeading(doc: DomDocument, url: PageUrl): DomElement | null {
  const ids = [...url.search.matchAll(/[?&][\w-]+=([A-Za-z0-9_-]{5,})/g)]
    .map((m) => m[1] ?? '')
    .filter((id) => /\d/.test(id));
  // A portal's list of openings beside the one shown: a link in it leads to this very page (its path, with a
  // number in it), and the heading repeats that link's text (decision 096).
  const self = !url.search && /\d/.test(url.pathname) && url.pathname.length > 1 ? url.pathname : '';
  if (ids.length === 0 && !self) return null;
  const cards = all(doc, 'a[href]').filter((a) => {
    const href = a.getAttribute('href') ?? '';
    const path = parsePageUrl(href)?.pathname ?? (href.startsWith('/') ? href.replace(/[?#].*$/, '') : '');
    return (
      (ids.some((id) => href.includes(id)) || (self !== '' && path === self && !href.includes('?'))) &&
      inlineText(a).length >= 3 &&
      // The link to apply for the job shown ("Solliciteren", `…/solliciteren?id=…`) holds its id too, and its
      // label may name the posting's last section: it is no card of a list (decision 159).
      !APPLY.test(norm(inlineText(a)))
    );
  });
  for (const card of cards) {
    const name = norm(inlineText(card)).toLowerCase();
    // A careers heading ("Join Our Staff Team") that a link repeats names the section, not an open job.
    const heading = all(doc, 'h1, h2, h3, [role="heading"]').find(
      (h) =>
        norm(inlineText(h)).toLowerCase() === name &&
        !isInside(h, card) &&
        !isInside(card, h) &&
        !CAREERS_SECTION.test(name),
    );
    if (heading) return heading;
  }
  return null;
}

/** Points a page needs before the generic path calls it a posting; see `scoreJobPage`. */
export const GENERIC_THRESHOLD = 7;

const JOB_PATH =
  /\/(jobs?|careers?|positions?|openings?|vacanc(y|ies)|vacatures?|postings?|ofertes|oglas[ia]?|jawatan-kosong|requisitions?|roles?|opportunit(y|ies)|stellen?(angebote?|anzeigen?)?|job-?adverts?|emploi|empleo|ofertas?|offres?|annonces?|join-us|apply|job-detail|careersection|candidateexperience|offerte-(?:di-)?lavoro|is-ilan(?:i|lari)|viec-lam|tuyen-dung)([-_](de|of|d|du|für)?[-_]?(trabajo|empleo|emploi|travail|jobs?))?\/[^/?#]*[a-z0-9]/i;
/**
 * A job's own id in the address's query, whatever the path: "/social/detail?jobAdId=6f3a…", "/detail?job_id=4411",
 * "/view?vacancyId=87" (decision 153). A name of the id alone, not a search's filter ("?jobType=", "?jobs=").
 */
const JOB_QUERY = /[?&](job(?:[-_]?ad)?|posting|vacancy|requisition|opening)[-_]?id=[^&#]*[a-z0-9]/i;
/** Tatweel and the short vowels, shadda and sukun Arabic may write over a letter ("قدّم" is "قدم"). */
const ARABIC_MARKS = '[\\u0640\\u064B-\\u065F\\u0670]*';
/** Arabic letters that one word is written with in several forms: the alef with or without its hamza or madda. */
const ARABIC_FORMS: Record<string, string> = {
  ا: '[اأإآ]',
  أ: '[اأإآ]',
  إ: '[اأإآ]',
  آ: '[اأإآ]',
  ي: '[يى]',
  ى: '[يى]',
  ة: '[ةه]',
};
/**
 * An Arabic pattern that matches its words however they are written: with or without the vowel marks over a letter,
 * the alef with or without its hamza ("الآن", "الان"), a final "ة" as "ه" (decision 106). Only for patterns whose
 * Arabic letters stand outside character classes.
 */
function arabic(pattern: string): string {
  return pattern
    .replace(/[\u064B-\u065F\u0670]/g, '')
    .replace(/[\u0621-\u064A]/g, (letter) => `${ARABIC_FORMS[letter] ?? letter}${ARABIC_MARKS}`);
}

/**
 * A Turkish pattern that matches its words in capitals too: Turkish writes "i" as "İ" and "ı" as "I" in capitals
 * ("GENEL NİTELİKLER", "BAŞVUR"), which a case-insensitive pattern does not know (decision 110). Only for patterns
 * whose "i" and "ı" stand outside character classes and escapes.
 */
function turkish(pattern: string): string {
  return pattern.replace(/i/g, '[iİ]').replace(/ı/g, '[ıI]');
}

/** The whole label of an apply control ("Apply now", "Apply for this job →", "Jetzt bewerben"), not "Apply coupon". */
const APPLY = new RegExp(
  // An asking lead-in ("Interested? Apply now", "Intéressé ? Postulez") does not change the label.
  `^((interested|interessiert|int[ée]ress[ée]e?|¿?te interesa)\\s?\\?\\s*)?(${[
    // English: "Apply now", "Apply for this position", "Apply with LinkedIn", "Send your CV", "I'm interested"
    '(1-click |easy |quick |one-click )?apply( now| today| here| online)?',
    // The noun form a quick-apply button often carries: "Quick application", "Postulación rápida",
    // "Candidature express", "Schnellbewerbung".
    '(quick|easy|express|one-click|1-click) application|application (rapide|express)',
    'postulaci[óo]n (r[áa]pida|simple|express|f[áa]cil)|candidature (rapide|express|simplifi[ée]e)',
    '(schnell|express|kurz|one-click-)bewerbung',
    'apply (for|to) ((this|the|a|our) )?(job|position|role|opening|vacancy|posting)( now)?',
    'apply (for|to) (this|the|our) [\\p{L} ]{2,30}',
    // "Apply for Warehouse Team Leader": the control names the job.
    "apply (for|to) [\\p{L}\\d ()/&,.'’-]{2,60}",
    "apply (with|via|using) [\\p{L}' ]{2,25}",
    // "Apply: Facilities Coordinator", as a form's heading writes it: the label names the job.
    "apply\\s?: [\\p{L}\\d ()/&,.'’-]{2,60}",
    // "Apply on company site", "Apply on agency website": the hiring body's own site takes the application.
    "apply (on|at) (the )?(company|employer|agency|organi[sz]ation|department|hiring (company|organi[sz]ation|agency))('s)? (careers? )?(site|website)",
    '(submit|send|start|begin|continue) (your |my |an )?(application|cv|r[ée]sum[ée])',
    "i'?m interested",
    // A board for work by the day or the shift takes the application by a call: "Call HR", "Contact the
    // recruiter", "HR को कॉल करें" (call HR), "HR से बात करें" (talk to HR) (decision 136).
    '(call|contact|message|chat with|talk to) (the )?(hr|recruiter|employer|hiring manager)( now)?',
    '(hr|एचआर|नियोक्ता|रिक्रूटर|भर्तीकर्ता) (को कॉल करें|से बात करें|से संपर्क करें)( अभी)?',
    // German: "Jetzt bewerben", "Jetzt hier online bewerben", "Bewerben Sie sich jetzt", "Zur Bewerbung"
    '((jetzt|direkt|hier|gleich|sofort) ){0,2}(online[- ]?)?bewerben( sie sich( jetzt)?)?',
    'zur (online-?)?bewerbung|(online-?)?bewerbung (starten|senden|absenden)|ich bin interessiert',
    '(jetzt )?bewirb dich( jetzt)?( hier| online)?',
    // French: "Postuler", "Postuler à cette offre", "Je postule", "Envoyer ma candidature"
    // "Postuler par e-mail", "Apply by e-mail": a mail link labelled as the way to apply (decision 163).
    "postuler( maintenant| en ligne| par (e-?mail|courriel|mail)| (à|a) (cette|l['’]) ?offre)?|candidater( (à|a) cette offre| en ligne| par (e-?mail|courriel))?",
    'apply by e-?mail',
    'je (postule|candidate)|(envoyer|déposer) (ma|votre) candidature|je suis intéressée?',
    'postulez( maintenant| en ligne| ici| (à|a) cette offre)?|candidatez( maintenant| en ligne)?',
    // Spanish: "Postularme", "Inscribirme en esta oferta", "Aplicar a esta vacante", "Enviar mi CV"
    'post[uú]late|(quiero )?postular(me|se)?( (a|en) (esta|la) (oferta|vacante|posici[óo]n))?',
    '(quiero )?aplicar( ahora| (a|en) (esta|la) (oferta|vacante|posici[óo]n))?|solicitar( (este|el) (puesto|empleo)| esta vacante)?',
    'aplica( ahora| ya| aqu[íi])?|solicita( (este|el) (puesto|empleo)| ahora)?|env[íi]a tu (cv|candidatura|solicitud)',
    'enviar (mi |tu )?(candidatura|cv|solicitud)|me interesa|inscr[ií]b(e|i)te( en esta oferta)?|(quiero )?inscribirme( en (esta|la) oferta)?',
    // Danish, Norwegian, Swedish: "Søg jobbet", "Søk på stillingen", "Ansök nu" ("Søg" alone searches).
    '(søg|søk|sök)( på)? (jobbet|stillingen|tjänsten|nu|nå)|(an)?(søg|søk|sök) (nu|nå|her)|ansøg|ansøk|ansök|(send|skicka) (din |en )?(ansøgning|søknad|ansökan)',
    // "Ansök via arbetsgivarens webbplats", "Søg på virksomhedens hjemmeside": the employer's site, as in English.
    "(an)?(søg|søk|sök) (via|på|hos) [\\p{L}' ]{2,40}",
    // Dutch, Italian, Portuguese, Polish: "Solliciteer nu", "Candidati ora", "Candidate-se", "Aplikuj teraz".
    '((direct|nu) )?(solliciteer|solliciteren)( nu| direct| hier)?|sollicitatie (versturen|starten)',
    'candidati( ora| subito| adesso)?|invia (la )?(tua )?candidatura',
    'candidat(e|a)-se( agora| já| à vaga)?|candidatar(-se)?( agora| à vaga)?|enviar candidatura',
    'aplikuj( teraz| tutaj)?|wyślij (cv|aplikację)',
    // Japanese: "この求人に応募する" (apply to this job), "応募する", "エントリーする", "今すぐ応募".
    // Romanian, Czech and Slovak, Finnish, Hungarian: "Aplică acum", "Odpovědět na nabídku", "Hae työpaikkaa",
    // "Jelentkezem" (decision 104).
    'aplic[ăa]( acum| pentru (acest|acesta|acest loc de munc[ăa]) ?(job|post|anun[țţt])?| la (acest|acesta) (job|post|anun[țţt]))?|candideaz[ăa]( acum)?|trimite (cv|cv-ul)( t[ăa]u)?',
    '(odpov[ěe]d[ěe]t|reagovat|odpoveda[ťt]|reagova[ťt])( na (nab[íi]dku|inzer[áa]t|pozici|ponuku))?|m[áa]m z[áa]jem|poslat (cv|[žz]ivotopis)',
    'hae (ty[öo]paikkaa|paikkaa|teht[äa]v[äa][äa]|t[äa]h[äa]n teht[äa]v[äa][äa]n|nyt)|j[äa]t[äa] hakemus|t[äa]yt[äa] hakemus|siirry hakemaan',
    'jelentkez(em|[ée]s|z)( (most|az [áa]ll[áa]sra|erre az [áa]ll[áa]sra))?|p[áa]ly[áa]z(om|at bek[üu]ld[ée]se)|[öo]n[ée]letrajz bek[üu]ld[ée]se',
    // Korean: "지원하기" (apply), "입사지원", "즉시 지원", "바로 지원하기".
    '((즉시|바로|온라인) ?)?(지원하기|입사 ?지원(하기)?|지원서 ?(작성|제출)(하기)?)|(즉시|바로|온라인) ?지원(하기)?',
    '(この(求人|ポジション|職種)に)?(応募|エントリー)(する|します)|この(求人|ポジション|職種)に(応募|エントリー)|応募(画面|フォーム)へ(進む)?|今すぐ応募(する)?',
    // Chinese, Traditional and Simplified: "應徵" / "应聘" (apply), "我要應徵", "立即申請", "申请职位", "投遞履歷" /
    // "投递简历" (send the CV), "簡易應徵" (LinkedIn's easy apply; decision 106). A mail link's "寄信應徵" / "来信应聘"
    // (write to apply; decision 146).
    '(我要|立即|馬上|马上|線上|线上|簡易|简易|快速|一[鍵键]|寄信|來信|来信|寫信|写信)?[應应][徵征聘](此|該|该|這個|这个|本)?([職职][缺位]|工作|[崗岗]位)?',
    '(我要|立即|馬上|马上|線上|线上|簡易|简易|快速|一[鍵键])?申[請请](此|該|该|這個|这个|本)?([職职][缺位]|工作|[崗岗]位)?',
    '(立即|馬上|马上|一[鍵键])?(投[遞递]|[發发]送|寄送|投[個个])(履[歷历]|[簡简][歷历])|(立即|馬上|马上|一[鍵键])投[遞递]',
    // Arabic: "قدّم الآن" (apply now), "تقدم للوظيفة", "التقديم على الوظيفة", "قدم طلبك", "أرسل سيرتك الذاتية".
    arabic(
      '(قدم|تقدم|التقديم|التقدم|قدم طلبك|قدم طلب|تقديم طلب|تقدم بطلب)( الآن| الان| (على|الى|إلى|ل) ?(هذه )?الوظيفة| للوظيفة| لهذه الوظيفة)?|(التقديم|تقديم) (السريع|السهل|سهل)|(أرسل|ارسل|إرسال) (طلبك|سيرتك الذاتية|السيرة الذاتية)',
    ),
    // Hebrew: "הגשת מועמדות" (submit candidacy), "הגש/י מועמדות", "שליחת קורות חיים", "שלח קו״ח", "אני מעוניין/ת".
    '(להגשת|הגשת|הגש|הגישו|הגישי|הגש/י) מועמדות( למשרה| עכשיו| בקלות)?|(שלח|שלחו|שלחי|שלח/י|שליחת|להגשת|הגשת) (קורות חיים|קו["״]ח)( למשרה)?|אני מעוניי?ן(/ת)?|אני מעוניי?נת',
    // Estonian, Catalan, Malay, Filipino, Hindi: "Kandideeri", "Inscriure-m'hi", "Mohon sekarang", "Mag-apply
    // ngayon", "नौकरी के लिए आवेदन करें" (decision 107).
    'kandideeri( kohe| sellele (t[öo][öo]pakkumisele|ametikohale|kuulutusele))?|kandideerin|saada (cv|avaldus|kandideerimisavaldus)',
    "inscriu(?:re)?-?m['’]hi|inscriu-te( (a|en) (aquesta|l['’]) ?oferta)?|(vull )?inscriure['’]m|presenta['’]t|presenta (la teva|la vostra|la seva) (candidatura|sol·licitud)|sol·licita(r)?( (la|aquesta) (pla[çc]a|oferta))?|envia (el teu |el )?(cv|curr[íi]culum)|candidata['’]t",
    '(mohon|memohon)( sekarang| jawatan( ini)?| kerja ini)?|hantar (permohonan|resume|cv)( anda)?|mag-?apply( na| ngayon| dito| na ngayon)?|magpadala ng (resume|aplikasyon|cv)|isumite ang (aplikasyon|resume)',
    '(अभी |तुरंत )?((इस )?(नौकरी|जॉब|पद) (के लिए|पर) )?(आवेदन|अप्लाई) (करें|करे|भेजें)( अभी)?',
    // Serbian (Cyrillic and Latin), Croatian, Bosnian, Bulgarian: "Пријави се", "Prijavite se na oglas",
    // "Konkuriši", "Кандидатствай".
    '(prijavi|prijavite) se( (sada|odmah|na (oglas|posao|ovaj oglas)))?|konkuri[šs]i(te)?|apliciraj(te)?( (sada|odmah))?|po[šs]alji(te)? (cv|prijavu|[žz]ivotopis)',
    '(пријави|пријавите|пријави) се( (сада|одмах|на (оглас|посао)))?|конкуриши(те)?|аплицирај(те)?|пошаљи(те)? (cv|пријаву|биографију)',
    'кандидатствай(те)?( (сега|по обявата|за (тази )?позиция(та)?))?|изпрати (cv|автобиография)',
    // Persian: "ارسال رزومه" (send the CV), "درخواست همکاری" (ask to work with), "ثبت درخواست".
    'ارسال رزومه|(ثبت |ارسال )?درخواست همکاری|ثبت درخواست|ارسال درخواست',
    // Lithuanian: "Siųsti CV" (send the CV), "Kandidatuoti", "Pateikti paraišką" (submit an application),
    // "Aplikuoti" (decision 109).
    '(siųsti|siųsk|siųskite|si[uų]sti) (cv|gyvenimo aprašymą|paraišką)|kandidatuo(ti|k|kite)( (dabar|į (šią )?(poziciją|darbo vietą|skelbimą)))?|(pateikti|teikti|pateik|pateikite) (paraišką|prašymą|cv)|aplikuo(ti|k|kite)( dabar)?',
    // Thai: "สมัครงานนี้" (apply for this job), "สมัครเลย" (apply now), "สมัครตำแหน่งนี้", "ส่งใบสมัคร" (send the
    // application), "ยื่นใบสมัคร". Bare "สมัคร" also signs one up to a site, so a word must follow it.
    '(สมัคร(งาน(ตำแหน่ง)?(นี้)?|ตำแหน่ง(งาน)?นี้|เลย|ทันที)|ส่งใบสมัคร|ยื่นใบสมัคร|ส่ง(ประวัติ|เรซูเม่) ?สมัครงาน)( ?(ออนไลน์|เลย|ทันที|ที่นี่))?',
    // Japanese casual-interview buttons that stand for applying on many boards: "話を聞きに行きたい" (I'd like to
    // hear more), "話を聞いてみたい", "カジュアル面談に応募する" (decision 109).
    '(まずは)?(話|はなし|お話)を聞(きに行き|いてみ|き)たい|カジュアル面談(を(申し込む|申し込み|希望する)|に(応募|申し込む)(する)?)?',
    // Turkish: "Hemen Başvur" (apply now), "İlana Başvur" (apply to the ad), "Başvuru Yap", "Özgeçmiş Gönder"
    // (send the CV); Vietnamese: "Nộp đơn" (submit an application), "Ứng tuyển ngay", "Nộp hồ sơ", "Gửi CV"
    // (decision 110).
    turkish(
      '((hemen|şimdi|hızlı|kolay|tek tıkla|online) )?(başvur|başvuru yap|başvuruyu tamamla)|((bu )?(ilana|pozisyona|işe) )başvur(un)?|başvuru(nu)? gönder|(özgeçmiş|cv)(ini|imi)? gönder',
    ),
    '(nộp đơn|ứng tuyển|nộp hồ sơ|nộp cv|gửi cv|gửi hồ sơ)( ngay| ứng tuyển| trực tuyến| online)?',
    // Ukrainian and Russian: "Відгукнутися" / "Откликнуться" (respond: the apply button of their boards), "Подати
    // резюме" (submit the CV); Swahili: "Tuma maombi" (send the application), "Omba kazi hii" (apply for this job);
    // Bengali: "আবেদন করুন" (apply), "অনলাইনে আবেদন করুন"; (decision 112).
    '(відгукну(тися|тись|вшись)|откликнуться|(подати|надіслати|відправити|отправить) (резюме|заявку))( (на (цю )?вакансію|зараз|онлайн))?',
    '(tuma (maombi|ombi)|omba (kazi( hii)?|sasa|nafasi hii)|wasilisha maombi)( sasa| mtandaoni)?',
    '(এখনই |অনলাইনে )?আবেদন (করুন|করতে চাই)',
    // Icelandic: "Sækja um" (apply), "Sækja um starfið"; Armenian: "Դիմել" (apply), "Դիմել հիմա"; Portuguese:
    // "Quero me candidatar"; Catalan: "Inscriu-t'hi"; Basque: "Eman izena eskaintzan" (sign up for the offer),
    // "Izena eman" (decision 113).
    // "Sækja um starf" (apply for a job) as well as "… starfið" (the job; decision 122).
    's[æa]kja um( starf(i[ðd])?| n[úu]na)?|s[æa]ktu um( starf(i[ðd])?)?|senda ums[óo]kn',
    '(դիմել|դիմիր|դիմեք)( հիմա| աշխատանքին| այս աշխատանքին)?|ուղարկել (ռեզյումե|ինքնակենսագրություն|cv)',
    '(quero )?me candidatar( (a|à|para) (esta |essa )?vaga)?|candidatar-me( (a|à) vaga)?',
    // Greek: "Αποστολή βιογραφικού" (send the CV), "Υποβολή αίτησης" (submit an application), "Κάνε αίτηση" (apply;
    // decision 124).
    '(αποστολ[ήη]|στε[ίι]λ(ε|τε)|υποβολ[ήη]|υπ[έε]βαλε) (βιογραφικο[ύυ]|βιογραφικ[όο]|α[ίι]τησης|α[ίι]τηση|cv)( τ[ώω]ρα)?|(κ[άα]νε|κ[άα]ντε) α[ίι]τηση( τ[ώω]ρα)?',
    // Georgian: "განაცხადის გაგზავნა" (send the application), "რეზიუმეს გაგზავნა" (send the CV).
    '(განაცხადის|რეზიუმეს|cv-ს|cv-ის) (გაგზავნა|გამოგზავნა)|გამოგზავნეთ (რეზიუმე|განაცხადი)',
    "inscriu-t['’]hi|(eman|emaiozu) izena( eskaintzan| eskaintza honetan)?|izena eman( eskaintzan)?|bidali (curriculuma|cv-a|eskaera)",
    // Azerbaijani: "Müraciət et" (apply), "Vakansiyaya müraciət et", "CV göndər" (send the CV); Khmer: "ដាក់ពាក្យ"
    // (apply), "ផ្ញើប្រវត្តិរូប" (send the CV); Welsh: "Gwneud cais" (apply), "Anfon cais" (send the application),
    // "Ymgeisio"; Amharic: "ያመልክቱ" (apply), "አሁን ያመልክቱ" (decision 115).
    turkish(
      '((indi|vakansiyaya|bu vakansiyaya) )?müraciət (et|edin|etmək)|(cv|cv-ni|cv-nizi|rezüme) göndər(in)?',
    ),
    'ដាក់ពាក្យ( ?(ឥឡូវនេះ|ឥឡូវ|ធ្វើការ|ការងារនេះ|តាមអនឡាញ))?|ផ្ញើ ?ប្រវត្តិរូប(សង្ខេប)?',
    '(gwneud|gwnewch|anfon|cyflwyno) (cais|eich cais)( (nawr|ar-lein|am y swydd( hon)?))?|ymgeisio( nawr| am y swydd( hon)?)?|ymgeisiwch( nawr)?',
    '(አሁን |በኦንላይን )?ያመልክቱ( አሁን)?|ማመልከቻ (ያስገቡ|ይላኩ)',
    // Indonesian: "Lamar Sekarang" (apply now), "Lamar Pekerjaan Ini" (apply for this job), "Kirim Lamaran" (send the
    // application), "Ajukan Lamaran" (decision 116).
    'lamar( (sekarang|di sini|pekerjaan( ini)?|lowongan( ini)?|posisi ini))?|(kirim|ajukan|kirimkan) (lamaran|cv)( (anda|sekarang))?',
    // Kazakh: "Өтініш беру" (submit an application), "Түйіндеме жіберу" (send the CV); Uzbek: "Ariza topshirish"
    // (submit an application), "Rezyume yuborish" (send the CV), "Murojaat qilish" (decision 128).
    '(өтініш|түйіндеме(ні)?) (беру|жіберу|тапсыру)|(ariza|rezyume(ni)?) (topshirish|yuborish|berish)|(vakansiyaga )?murojaat qilish',
    // Lao: "ສະໝັກວຽກນີ້" (apply for this job), "ສະໝັກເລີຍ" (apply now), "ສົ່ງໃບສະໝັກ" (send the application); bare
    // "ສະໝັກ" also signs one up to a site, as Thai's does. "ໝ" is also written "ຫມ". Latvian: "Pieteikties" (apply),
    // "Pieteikties vakancei", "Sūtīt CV" (send the CV). Sinhala: "අයදුම් කරන්න" (apply) (decision 129).
    '(ສະ(ໝ|ຫມ)ັກ(ວຽກ(ນີ້)?|ຕຳແ(ໜ|ຫນ)່ງ(ນີ້|ງານນີ້)?|ເລີຍ|ດຽວນີ້)|(ສົ່ງ|ຍື່ນ)ໃບສະ(ໝ|ຫມ)ັກ|ສົ່ງ ?(cv|ຊີວະປະຫວັດ))( ?(ອອນລາຍ|ເລີຍ|ດຽວນີ້))?',
    'pieteikties( (vakancei|darbam|tagad|amatam))?|(nosūtīt|sūtīt|iesniegt) (cv|pieteikumu)',
    '(දැන් )?අයදුම් (කරන්න|කිරීම)|(ජීවදත්ත පත්‍රිකාව|cv එක) (යවන්න|එවන්න)',
  ].join('|')})\\s*[→›»>!.]*\\s*(\\(opens in a new (tab|window)\\))?$`,
  'iu',
);
/** Whether a form's heading — inside it, or the last heading before it within two parents — is an apply label. */
function formHeadedApply(form: DomElement): boolean {
  const own = first(form, 'h1, h2, h3, h4, legend');
  if (own) return APPLY.test(norm(inlineText(own)));
  for (let scope = form.parentElement, depth = 0; scope && depth < 3; scope = scope.parentElement, depth++) {
    // Document order: the headings before the form.
    const inOrder = all(scope, 'h1, h2, h3, h4, form');
    const last = inOrder
      .slice(0, inOrder.indexOf(form))
      .filter((h) => h.tagName !== 'FORM')
      .pop();
    if (last) return APPLY.test(norm(inlineText(last)));
  }
  return false;
}

/**
 * Whether an apply control or an application form's heading names the job ("Apply: Facilities Coordinator",
 * "Apply for Warehouse Team Leader"): the page's own word that the heading taken is the job's title.
 */
function applyNamesJob(doc: DomDocument, position: string): boolean {
  const job = norm(position).toLowerCase();
  if (job.length < 3) return false;
  return all(doc, 'a, button, [role="button"], h2, h3, h4, legend').some((el) => {
    const text = norm(inlineText(el));
    return text.length <= 120 && text.toLowerCase().includes(job) && APPLY.test(text);
  });
}

/**
 * Written instructions for applying, with no control: a line that starts "To apply, reply to this post…", "Pour
 * postuler, …", or a "How to apply" heading over the instructions (a small employer's or a county's posting).
 */
const APPLY_INSTRUCTION =
  /^(to apply\b|apply (in person|by (e-?mail|mail|phone|post))\b|(submit|send|e-?mail) (a|your) (cover letter|r[ée]sum[ée]|cv|application)\b.{0,60}\b(by e-?mail|to \S+@\S+)|interested (candidates|applicants)\b.{0,40}\b(should|may|must|can) (apply|send|submit|e-?mail|contact)|pour (postuler|candidater)\b|para (postular(te|se)?|aplicar|inscribirte)\b|per candidar(ti|si|vi)\b|para (se )?candidatar(-se)?\b|om te solliciteren\b|um (dich|sich) zu bewerben\b|bewerbungen? (bitte )?(an|per|mit)\b|(начин|начин на) (пријављивања|пријаве|кандидатстване)|na[čc]in (prijave|prijavljivanja|apliciranja)|kandideerimiseks\b|per (inscriure['’]s|presentar (la )?candidatura)\b|untuk memohon\b|para mag-apply\b|आवेदन करने के लिए|برای ارسال رزومه|(inviare|inviate|invia|inviaci|mandare|mandate|spedire) (il |la |un )?(tuo |vostro |proprio |propria )?(curriculum|cv|candidatura)\b|gli interessati (possono|sono pregati di) (inviare|candidarsi|mandare)\b|(los |las )?interesad[oa]s(\/as)? (deben |pueden |favor |por favor )?(enviar|env[ií]en|mandar|manden|remitir|remitan) (su |tu )?(cv|curr[íi]culum|hoja de vida|candidatura|solicitud)\b|ba[şŞ]vurmak i[çÇ]in\b|(ứng viên|bạn) (quan tâm )?(vui lòng )?(gửi|nộp) (cv|hồ sơ)|(a )?p[áa]ly[áa]zat(ok)? beny[úu]jt[áa]s[áa]nak m[óo]dja\s*:\s*\S|(a )?p[áa]ly[áa]zat(ot|ok(at)?) (beny[úu]jtani|be lehet ny[úu]jtani|k[ée]rj[üu]k)|jinsi ya kutuma maombi\s*:\s*\S|(надсилайте|надішліть|відправляйте) (ваше |своє )?резюме|(დაინტერესებულმა კანდიდატებმა )?(გამოგზავნეთ|გამოაგზავნეთ|გთხოვთ,? გამოგზავნოთ) (თქვენი )?(რეზიუმე|cv)|apply (with|using) (your|a) [\w' ]{0,30}\b(profile|r[ée]sum[ée]|cv)\b|maraqlanan namizədlər .{0,120}(göndər|müraciət)|formaliza[çc][ãa]o (da|das) candidaturas?\s*:\s*\S|as candidaturas (s[ãa]o|devem ser) (apresentadas|enviadas|submetidas|formalizadas)\b|(この|本)?(求人|ポジション|職種)?に?(ご)?応募(する|される|を希望する|希望の|をご希望の)(場合|方)(は|には)|түйіндеме(ңізді|ні|лерді)? .{0,60}(жіберіңіз|жолдаңыз|тапсырыңыз)|rezyume(ni|ngizni|lar)? .{0,60}(yuboring|yuborishingiz)\b|(cv|pieteikumu|pieteikumus) (s[ūu]t[īi]t|s[ūu]tiet|nos[ūu]t[īi]t|nos[ūu]tiet|iesniegt|iesniedziet)\b|(s[ūu]t[īi]t|s[ūu]tiet|nos[ūu]tiet|iesniedziet) (savu )?(cv|pieteikumu)\b|ຜູ້ສົນໃຈ.{0,40}(ສະ(ໝ|ຫມ)ັກ|ສົ່ງ)|ජීවදත්ත පත්‍රිකාව .{0,60}(යවන්න|එවන්න|කරන්න)|dosarul de (concurs|[îi]nscriere) (va con[țţt]ine|se depune|trebuie s[ăa] con[țţt]in[ăa])|dosarele (de (concurs|[îi]nscriere) )?se depun|depunerea dosarelor (de (concurs|[îi]nscriere) )?(se face|se realizeaz[ăa]|are loc|[îi]n perioada))/i;
const APPLY_HEADING =
  /^(how to apply|where to apply|application (process|procedure|instructions)|notes on applying|applying|instructions (for|to) appl(y|icants)|application (documents|materials)|comment postuler|c[óo]mo (postular(te|se)?|aplicar)|so bewirbst du dich|so bewerben sie sich|bewerbung|(a )?p[áa]ly[áa]zat(ok)? beny[úu]jt[áa]s[áa]nak m[óo]dja|jinsi ya kutuma maombi|আবেদনের (নিয়মাবলি|নিয়মাবলী|পদ্ধতি|প্রক্রিয়া)|sut i wneud cais|របៀបដាក់ពាក្យ|የአመልካቾች መመሪያ|cara (melamar|mendaftar)|como (se )?candidatar(-se)?|formaliza[çc][ãa]o (da|das) candidaturas?|応募方法|(応募|提出)書類|spos[óo]b (aplikowania|sk[łl]adania (aplikacji|dokument[óo]w|ofert|zg[łl]osze[ńn]))|jak aplikowa[ćc])\s*[:：]?$/i;
/** An e-mail address written out as text. */
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)*\.\p{L}{2,}/u;
/**
 * A sentence that asks for an application by e-mail. Croatian, Serbian and Bosnian write the verb last as often as
 * first ("Zamolbu i životopis poslati na navedenu e-mail adresu", "Pošaljite prijavu na …"; decision 144).
 */
const APPLY_BY_MAIL =
  /\b(to apply|apply (by|via) e-?mail|send (us )?(your|a) (cv|r[ée]sum[ée]|application)|e-?mail (us )?(your|a) (cv|r[ée]sum[ée]|application)|how to apply|bewerbung (an|per e-?mail)|envoyez (votre|vos) (cv|candidature)|env[ií]a(nos)? tu (cv|candidatura)|(zamolbu|molbu|prijavu)( (i|sa?) ([žz]ivotopis(om)?|cv))? (poslati|po[šs]aljite|dostaviti|dostavite)|(poslati|po[šs]aljite|dostaviti|dostavite) (zamolbu|molbu|prijavu|[žz]ivotopis|cv))\b/i;
const SECTION_HEADING = new RegExp(
  [
    `\\b(responsibilit(y|ies)|requirements?|qualifications?|what you('|’)?ll do|what you will do|about the (role|job|position)|about you|who you are|benefits|perks|what we offer|nice to have|skills|your role|the role|duties|compensation|what you('|’)?ll bring|what you bring|what we('|’)?re looking for|what you('|’)?ll be doing|what you (will|would) (work on|be doing|need)|who (we('|’)?re|we are) looking for|you might be a (good |great |strong )?fit|(what|how) (the|this|your) (job|role|position|day) looks like|how to apply|essential (duties|functions)|person specification|(job|position|role) (overview|summary)|minimum qualifications|education and experience|duties|you have|in this role|(ihre|deine) aufgaben|aufgaben|(ihr|dein) profil|anforderungen|qualifikationen|wir bieten|das bieten wir|was wir bieten|(vos )?missions|profil (recherché|souhaité)|compétences requises|votre profil|ce que nous (offrons|proposons)|avantages|responsabilités|requisitos|responsabilidades|funciones|ofrecemos|qué ofrecemos|tu perfil|perfil|arbejdsopgaver|dine (arbejds)?opgaver|vi tilbyder|din profil|kvalifikationer|arbetsuppgifter|vi erbjuder|arbeidsoppgaver|vi tilbyr|kvalifikasjoner|wat ga je doen|wat (wij|we) bieden|wie ben (jij|je)|functie-?eisen|jouw profiel|wij bieden|functieomschrijving|requisiti|cosa offriamo|il tuo profilo|mansioni|o que oferecemos|wymagania|oferujemy|zakres obowiązków|vi forventer|vi förväntar oss|wat (vragen|verwachten) (wij|we)|cosa cerchiamo|cosa farai|cosa (ti|vi) chiediamo|principais atividades|atividades)\\b`,
    // Headings that name a posting's part only when they lead ("Profil", "Missions", "Tareas"), so that a title
    // such as "Experience Designer" is not one.
    `^(the |your |our |le |la |les |votre |vos |nos |ihr |ihre |dein |deine |unser |tu |tus |sus |el |lo )?(profile?|missions?|tasks|key tasks|t[âa]ches|tareas|experience|ideal candidate|candidat id[ée]al|comp[ée]tences|atouts|vorteile|benefits|angebot|voraussetzungen|t[äa]tigkeiten|aufgabengebiet|qualifikation|beneficios|condiciones|lo que (har[áa]s|buscamos|ofrecemos)|qu[ée] (har[áa]s|buscamos))\\b`,
    `\\b(what (we|you) need|what we('|’)?re looking for|why (join|work with) us|what('|’)?s in it for you|was (du|sie) mitbring(st|en)|das (bringst du|bringen sie) mit|(was|das) erwartet (dich|sie)|wen wir suchen|wir suchen|(description|descriptif) (de la mission|du poste)|le poste|(ce que|ce qu['’]on) (vous|tu) (ferez|feras|offre)|pourquoi nous rejoindre|nous (offrons|proposons)|descripci[óo]n del (puesto|empleo)|se ofrece|experiencia (requerida|m[íi]nima)|perfil (buscado|requerido|deseado))\\b`,
    // Words that end in an accented letter, where a word boundary cannot close them: "Principali responsabilità".
    `\\b(responsabilit[àa]|si offre|offriamo|il candidato ideale|o que buscamos|o que oferecemos|benef[íi]cios)(?=$|[\\s:.,!])`,
    // Romanian, Czech, Finnish and Hungarian headings, many ending in a letter no word boundary closes
    // ("Responsabilități", "Co nabízíme", "Työtehtävät", "Elvárások"; decision 104).
    `^(responsabilit[ăa][țţt]i|cerin[țţt]e|condi[țţt]ii (specifice|generale)( de participare)?|beneficii|ce oferim|ce (vei|ve[țţt]i) face|atribu[țţt]ii|sarcini|descrierea (jobului|postului)|profilul (candidatului|t[ăa]u)|n[áa]pl[ňn] pr[áa]ce|co (v[áa]s|t[ěe]) [čc]ek[áa]|co (od v[áa]s|od tebe) o[čc]ek[áa]v[áa]me|co (nab[íi]z[íi]me|z[íi]sk[áa][šs]|z[íi]sk[áa]te)|po[žz]adujeme|nab[íi]z[íi]me|benefity|po[žz]adavky|popis (pozice|pr[áa]ce)|ty[öo]teht[äa]v[äa]t|teht[äa]v[äa]n kuvaus|ty[öo]nkuva|edellyt[äa]mme|odotamme|toivomme|tarjoamme|kelpoisuusvaatimukset|feladat(ok|aid|ai)|elv[áa]r[áa]s(ok|aink)|el[őo]ny(ök|t jelent)?|amit k[íi]n[áa]lunk|juttat[áa]sok)(?=$|[\\s:.,!])`,
    // Japanese headings, which no word boundary delimits: "業務内容" (the work), "必須スキル・経験", "募集要項".
    // Korean headings, written as Japanese ones are: "주요업무" (main duties), "자격요건", "우대사항", "혜택 및 복지".
    // Often in brackets, as Japanese ones are ("[혜택 및 복지]"), and in the friendly form some boards write them:
    // "합류하시면 함께할 업무예요" (the work you will do), "이런 분을 찾고 있어요" (who we are looking for), "이런 분이면
    // 더 좋아요" (nice to have), "채용 절차" (the hiring steps; decision 129), "모집요강" (募集要項, the terms of the
    // opening), "전형방법" (how candidates are chosen), "기업정보" (about the employer; decision 157).
    `^[【［\\[「■●◆◇□＜〈<]?\\s*(모집 ?요강|전형 ?방법|기업 ?정보|주요 ?업무|담당 ?업무|자격 ?요건|지원 ?자격|우대 ?사항|혜택 및 복지|복리 ?후생|채용 ?(전형|절차|과정)|근무 ?조건|(합류하시면 )?함께할 업무|이런 분(을|과|들을)? (찾고 있어요|찾습니다|모십니다)|이런 분이(면|라면) 더 좋아요)`,
    // Often in brackets or after a mark ("【必須スキル】", "■業務内容"), and the story sections some boards ask every
    // posting to fill ("なにをやっているのか", "こんなことやります"; decision 109).
    `^[【［\\[「■●◆◇□＜〈<]?\\s*(業務内容|仕事(の)?内容|主な(仕事|業務)|雇用形態|就業時間|賃金|必要な(経験|免許|資格|スキル)|選考方法|職務内容|具体的な(業務|仕事)(内容)?|ポジション概要|募集背景|必須(スキル|条件|要件|経験)|歓迎(スキル|条件|要件|経験)|応募(資格|要件|条件)|求める人物像|こんな(方|人)(を求めています|と働きたい|が向いています)|募集要項|福利厚生|待遇|給与|勤務(時間|条件)|休日・?休暇|この仕事の魅力|(なに|何)をやっているのか|なぜやるのか|どうやっているのか|こんなことやります)`,
    // Chinese headings, Traditional and Simplified, written as Japanese ones are and often in brackets ("【工作內容】",
    // "岗位职责", "任职要求", "加分條件", "福利待遇"; decision 106).
    `^[【［\\[「]?\\s*(工作[內内]容|[職职][務务]([內内]容|[說说]明)|[職职]([缺位]|[務务])(描述|[說说]明)|[崗岗]位([職职][責责]|描述|要求)|工作[職职][責责]|[職职][責责]|(條件|条件|任[職职]|[職职]位|[應应][徵征聘]|資格|资格)(要求|資格|资格|條件|条件)|加分(條件|条件|[項项]目?)|[優优]先(條件|条件)|福利(制度|待遇)|[員员]工福利|公司福利|薪[資资]福利|工作待遇|我[們们](提供|希望你)|你[將将]([負负][責责]|做什[麼么]))`,
    // Arabic headings: "المهام والمسؤوليات", "الوصف الوظيفي", "المتطلبات", "المؤهلات المطلوبة", "ما نقدمه".
    `^(${arabic('المهام|المسؤوليات|مسؤوليات الوظيفة|الواجبات|الوصف الوظيفي|وصف الوظيفة|المتطلبات|متطلبات الوظيفة|المؤهلات|المهارات|الخبرات المطلوبة|المزايا|المميزات|ما نقدمه|ماذا نقدم|نحن نقدم|نقدم لك')})(?=$|[\\s:.,!،])`,
    // Hebrew headings: "תיאור התפקיד", "דרישות", "תחומי אחריות", "מה אנחנו מציעים", "הטבות".
    `^(תיאור ה?(תפקיד|משרה)|דרישות( ה?(תפקיד|משרה))?|תחומי אחריות|(מה )?(אנחנו|אנו) מציעים|מה נציע|הטבות|תנאים( סוציאליים)?|כישורים( נדרשים)?|מה (תעשו|תעשה|תעשי)|על התפקיד|(מה|את מי|מי) (אנחנו|אנו) מחפשים|יתרון)(?=$|[\\s:.,!])`,
    // Estonian, Catalan, Malay, Filipino headings at a line's start ("Tööülesanded", "Funcions", "Tanggungjawab",
    // "Mga Kwalipikasyon"; decision 107).
    `^(t[öo][öo]([üu]lesanded|kirjeldus)|(sinu |peamised )?[üu]lesanded|n[õo]u(ded|dmised)( kandidaadile)?|ootused( kandidaadile)?|(me )?ootame( sinult)?|kasuks tuleb|(omalt poolt |meie )?pakume|funcions|tasques|requisits|es valorar[àa]|m[èe]rits|(qu[èe] )?oferim|s['’]ofereix|condicions|descripci[óo] (del lloc|de la pla[çc]a)|responsabilitats|(tugas( dan)? )?tanggungjawab|tugas( utama)?|kelayakan|keperluan|syarat(-syarat)?( kelayakan)?|faedah|kemudahan|(apa yang )?kami (tawarkan|menawarkan)|mga (pangunahing )?(responsibilidad|tungkulin|kwalipikasyon|kuwalipikasyon|benepisyo|kailangan)|paglalarawan( ng trabaho)?|kwalipikasyon|benepisyo|tungkol sa (trabaho|posisyon))(?=$|[\\s:.,!])`,
    // Serbian (Cyrillic and Latin), Croatian, Bulgarian, Hindi and Persian headings: "Опис посла", "Uvjeti",
    // "Изисквания", "ज़रूरी योग्यता", "شرح شغل".
    // Lithuanian and Thai headings at a line's start: "Darbo pobūdis" (the work), "Reikalavimai" (requirements),
    // "Mes siūlome" (we offer); "หน้าที่ความรับผิดชอบ" (duties), "คุณสมบัติผู้สมัคร" (qualifications),
    // "สวัสดิการ" (benefits). Thai writes no space between words, so a heading is its line's first words
    // (decision 109).
    `^(darbo (pobūdis|funkcijos|aprašymas|pobudis)|(jūsų |pagrindinės )?(funkcijos|pareigos|atsakomybės|užduotys)|reikalavimai( kandidatui)?|(ko )?(mes )?tikimės|(mes )?siūlome|(įmonė|mes jums) siūlo(me)?|privalumai|bus privalumas|kvalifikacija)(?=$|[\\s:.,!])`,
    '^(รายละเอียด(งาน|ตำแหน่งงาน)|ลักษณะงาน|หน้าที่(และ)?ความรับผิดชอบ|ความรับผิดชอบ|คุณสมบัติ(ผู้สมัคร|ที่ต้องการ)?|ทักษะที่ต้องการ|สวัสดิการ|วิธีการสมัคร|สิ่งที่(เรา|คุณจะ)(ให้|ได้รับ))',
    `^(опис (посла|радног места)|услови( рада)?|потребни услови|нудимо|захтеви|одговорности|задужења|предност|opis (posla|radnog (mjesta|mesta))|uslovi( rada)?|uvjeti( rada)?|nudimo|[šs]to nudimo|[šs]ta nudimo|zahtjevi|zahtevi|odgovornosti|zadaci|zadu[žz]enja|o[čc]ekujemo|prednost|отговорности|изисквания|задължения|предлагаме|ние предлагаме|какво предлагаме|описание на (длъжността|позицията)|(ज़रूरी |जरूरी |आवश्यक )?(योग्यता|योग्यताएं|कौशल)|(नौकरी|काम|कार्य) (का|की) (विवरण|जिम्मेदारियां|ज़िम्मेदारियां)|काम क्या होगा|(जिम्मेदारियां|ज़िम्मेदारियां|जिम्मेदारियाँ|ज़िम्मेदारियाँ)|(सुविधाएं|सुविधाएँ|लाभ)|(شرح|توضیحات) (شغل|موقعیت شغلی)|وظایف|شرایط( احراز)?|مهارت(‌| )?های (مورد نیاز|لازم)|مزایا|(ما )?ارائه می(‌| )?دهیم)(?=$|[\\s:.,!।،])`,
    // Turkish, Vietnamese and English public-service headings at a line's start: "Genel Nitelikler"
    // (general qualifications), "İş Tanımı" (the work), "Sunduklarımız" (what we offer); "Mô tả công việc" (the
    // work), "Yêu cầu công việc" (requirements), "Phúc lợi" (benefits); "Work environment", "Conditions of
    // employment" (decision 110).
    `^(${turkish('iş tanımı|işin tanımı|iş açıklaması|ilan açıklaması|genel nitelikler|aranan nitelikler|nitelikler|görev(ler)?( ve sorumluluklar)?|sorumluluklar|beklentilerimiz|sizden beklentilerimiz|aday kriterleri|sunduklarımız|size sunduklarımız|neler sunuyoruz|yan haklar|pozisyon hakkında|tercih sebebi')}|mô tả công việc|yêu cầu (công việc|ứng viên|kinh nghiệm)|(các )?(phúc lợi|quyền lợi)( dành cho bạn| được hưởng)?|trách nhiệm( công việc)?|nhiệm vụ|chế độ đãi ngộ|kỹ năng( yêu cầu)?|thông tin việc làm|cách thức ứng tuyển|work(ing)? environment|conditions of employment|intent of the process)(?=$|[\\s:.,!])`,
    // Ukrainian, Swahili, Bengali and Hungarian headings at a line's start: "Ваші обов'язки" (your duties), "Вимоги"
    // (requirements), "Ми пропонуємо" (we offer); "Majukumu" (duties), "Sifa za Mwombaji" (the applicant's
    // qualifications), "Tunachotoa" (what we offer); "কাজের দায়িত্ব" (duties), "শিক্ষাগত যোগ্যতা" (education);
    // "Pályázati feltételek" (the conditions of applying), "Illetmény és juttatások" (pay and benefits)
    // (decision 112). Russian and Ukrainian boards head a posting's parts with questions too: "Чем предстоит
    // заниматься" (what you will do), "Кого мы ищем" (whom we look for), "Что мы предлагаем" (what we offer)
    // (decision 142).
    `^((ваші |основні )?(обов['’ʼ]язки|завдання)|(наші )?вимоги( до кандидата)?|(що )?ми (очікуємо|чекаємо)( від (кандидата|вас))?|(що )?ми пропонуємо|умови( роботи)?|опис вакансії|про (компанію|вакансію)|(ваши |основные )?обязанности|требования|(что )?мы предлагаем|условия( работы)?|(кого|что) мы ищем|(кого|що) ми шукаємо|чем (предстоит|вам предстоит|вы будете|будете) заниматься|чим (доведеться|вам доведеться|ви будете|будете) займатися|(majukumu|kazi za kufanya)( ya kazi| makuu)?|(sifa|vigezo)( za (mwombaji|muombaji|kuajiriwa|kitaaluma))?|tunachotoa|tunatoa|maelezo ya kazi|jinsi ya kutuma maombi|faida|(মূল )?(কাজের (দায়িত্ব|বিবরণ)|দায়িত্ব(সমূহ)?)|চাকরির প্রেক্ষাপট|শিক্ষাগত যোগ্যতা|অভিজ্ঞতা|অভিজ্ঞতা ও অন্যান্য যোগ্যতা|অতিরিক্ত যোগ্যতা|প্রয়োজনীয় যোগ্যতা|বেতন ও অন্যান্য সুবিধা|অন্যান্য সুবিধা|সুযোগ-সুবিধা|আবেদনের নিয়মাবলি)(?=$|[\\s:.,!।])`,
    `^(a munkak[öo]rbe tartoz[óo].{0,60}feladatok|(f[őo]bb )?feladatok|p[áa]ly[áa]zati felt[ée]telek|a p[áa]ly[áa]zat elb[íi]r[áa]l[áa]s[áa]n[áa]l el[őo]nyt jelent|illetm[ée]ny [ée]s juttat[áa]sok|a p[áa]ly[áa]zat r[ée]szek[ée]nt beny[úu]jtand[óo] iratok)(?=$|[\\s:.,!])`,
    // Icelandic, Basque, Georgian, Armenian headings at a line's start: "Helstu verkefni" (main tasks),
    // "Hæfniskröfur" (requirements), "Hvað bjóðum við?" (what we offer); "Eginkizunak" (tasks), "Eskakizunak"
    // (requirements), "Eskaintzen duguna" (what we offer); "ძირითადი მოვალეობები" (main duties), "მოთხოვნები"
    // (requirements), "ჩვენ გთავაზობთ" (we offer); "Պարտականություններ" (duties), "Պահանջներ" (requirements),
    // "Մենք առաջարկում ենք" (we offer) (decision 113).
    `^((helstu )?(verkefni|verkefni og [áa]byrg[ðd])|starfssvi[ðd]|(menntunar- og )?h[æa]fniskr[öo]fur|hva[ðd] bj[óo][ðd]um vi[ðd]|vi[ðd] bj[óo][ðd]um|fr[íi][ðd]indi|um starfi[ðd]|n[áa]nari uppl[ýy]singar|eginkizunak|zereginak|betebeharrak|eskakizunak|baldintzak|eskaintzen (duguna|dugu)|eskaintzaren deskribapena|lanpostuaren deskribapena|nola eman izena|(ძირითადი )?(მოვალეობები|ფუნქციები)|(საკვალიფიკაციო |ძირითადი )?მოთხოვნები|(ჩვენ )?გთავაზობთ|პიროვნული თვისებები|სამუშაოს აღწერა|ვაკანსიის აღწერა|(հիմնական )?պարտականություններ|(հիմնական )?գործառույթներ|պահանջներ|պահանջվող հմտություններ|(մենք )?առաջարկում ենք|նկարագրություն|աշխատանքի նկարագրություն)(?=$|[\\s:.,!?՝։])`,
    // Azerbaijani, Welsh and Amharic headings at a line's start: "Vəzifə öhdəlikləri" (duties), "Namizədə tələblər"
    // (requirements), "İş şəraiti" (conditions); "Prif ddyletswyddau" (main duties), "Beth rydyn ni'n ei gynnig"
    // (what we offer), "Sut i wneud cais" (how to apply); "ዋና ዋና ተግባራት" (main tasks), "ጥቅማ ጥቅሞች" (benefits).
    // Khmer writes no space between words, so a heading is its line's first words, as Thai's are: "ភារកិច្ច" (duties),
    // "លក្ខខណ្ឌតម្រូវ" (requirements), "អត្ថប្រយោជន៍" (benefits) (decision 115).
    `^(${turkish('(vəzifə )?öhdəliklər(i)?|vəzifələr|(namizədə )?tələblər|namizədlərə tələblər|iş şəraiti|(iş )?şərtlər(i)?|iş barədə məlumat|vakansiya haqqında|(biz )?təklif edirik|üstünlüklər|imtiyazlar')}|(prif )?(dd|d)yletswyddau|cyfrifoldebau|beth (rydyn ni['’]n|rydym yn|fyddwch chi['’]n) (chwilio amdano|ei gynnig|ei wneud|cynnig)|manyleb (y )?person|disgrifiad( o['’]r| y)? swydd|gofynion( y swydd)?|sgiliau( a phrofiad)?|(y )?buddion|sut i wneud cais|am y swydd|amdanoch chi|ዋና ዋና ተግባራት|(ዋና )?ተግባራት|(የ(ሥ|ስ)ራ )?ኃላፊነቶች|የትምህርት ደረጃ|(ተፈላጊ|የሚፈለግ) (ችሎታ|ብቃት|የትምህርት ደረጃ)|መስፈርቶች|የ(ሥ|ስ)ራ ልምድ|ደመወዝ (እና|እና ሌሎች) ጥቅማ ጥቅሞች|ጥቅማ ጥቅሞች|የአመልካቾች መመሪያ|የ(ሥ|ስ)ራው? መግለጫ)(?=$|[\\s:.,!?።፡])`,
    '^(ការពិពណ៌នា(ការងារ|មុខតំណែង)|ភារកិច្ច|ការទទួលខុសត្រូវ|លក្ខខណ្ឌ(តម្រូវ)?|តម្រូវការ|លក្ខណៈសម្បត្តិ|ជំនាញ|អត្ថប្រយោជន៍|របៀបដាក់ពាក្យ)',
    // Indonesian headings at a line's start: "Deskripsi Pekerjaan" (the work), "Kualifikasi" (qualifications),
    // "Persyaratan" (requirements), "Tanggung Jawab" (responsibilities), "Yang Kami Tawarkan" (what we offer)
    // (decision 116).
    `^(deskripsi (pekerjaan|lowongan|posisi)|uraian (pekerjaan|tugas)|(tugas( dan| &) )?tanggung jawab|kualifikasi( (umum|khusus|yang dibutuhkan))?|persyaratan( (umum|khusus|kandidat))?|keahlian( yang dibutuhkan)?|keterampilan|(benefit|fasilitas|tunjangan)( (dan|&) (fasilitas|tunjangan|benefit))?|(apa |yang )?kami (tawarkan|menawarkan)|cara (melamar|mendaftar)|tentang (pekerjaan|posisi) ini)(?=$|[\\s:.,!])`,
    // Greek headings at a line's start: "Αρμοδιότητες" (duties), "Απαιτούμενα προσόντα" (required qualifications),
    // "Η εταιρεία προσφέρει" (the company offers), "Παροχές" (benefits) (decision 124).
    // Kazakh and Uzbek headings at a line's start: "Лауазымдық міндеттер" (duties), "Үміткерге қойылатын талаптар"
    // (requirements), "Жұмыс жағдайлары" (conditions); "Vazifalar" (duties), "Talablar" (requirements), "Biz taklif
    // qilamiz" (we offer), "Ish sharoitlari" (conditions) (decision 128).
    `^((лауазымдық |негізгі )?(міндеттер(і)?|функциялар)|(үміткерге |кандидатқа )?(қойылатын )?талаптар|жұмыс (жағдайлары|шарттары)|(біз )?ұсынамыз|жұмыс беруші туралы|вакансия (туралы|сипаттамасы)|(asosiy |lavozim )?(vazifalar(i)?|majburiyatlar)|(nomzodga )?(qo['‘’ʻ]yiladigan )?talablar|(biz )?taklif (qilamiz|etamiz)|ish (sharoitlari|shartlari)|vakansiya haqida|kompaniya haqida)(?=$|[\\s:.,!])`,
    // Lao headings, which Lao writes without spaces as Thai does: "ລາຍລະອຽດວຽກ" (the work), "ໜ້າທີ່ຮັບຜິດຊອບ"
    // (duties), "ຄຸນສົມບັດ" (qualifications), "ສະຫວັດດີການ" (benefits), "ວິທີສະໝັກ" (how to apply). Latvian:
    // "Pienākumi" (duties), "Prasības" (requirements), "Piedāvājam" (we offer). Sinhala: "රාජකාරි" (duties),
    // "සුදුසුකම්" (qualifications), "ප්‍රතිලාභ" (benefits) (decision 129).
    '^(ລາຍລະອຽດ(ວຽກ|ຕຳແ(ໜ|ຫນ)່ງງານ)|(ໜ|ຫນ)້າທີ່(ຮັບຜິດຊອບ|ວຽກ)?|ຄວາມຮັບຜິດຊອບ|ຄຸນສົມບັດ|ຄຸນວຸດທິ|ສະຫວັດດີການ|ວິທີ(ການ)?ສະ(ໝ|ຫມ)ັກ)',
    `^((darba |galvenie )?pien[āa]kumi|(m[ūu]su )?pras[īi]bas( kandid[āa]tam)?|(m[ēe]s )?pied[āa]v[āa]jam|priek[šs]roc[īi]ba|darba (apraksts|nosac[īi]jumi))(?=$|[\\s:.,!])`,
    '^(රාජකාරි|වගකීම්|සුදුසුකම්|අවශ්‍යතා|ප්‍රතිලාභ|දීමනා|රැකියා විස්තරය|අයදුම් කරන ආකාරය)',
    // Polish civil-service headings at a line's start: "Zakres zadań" (tasks), "Warunki pracy" (working conditions),
    // "Wymagania niezbędne" (requirements), "Zapewniamy" (we provide). English requirement headings of
    // international organisations, only as the whole heading, so that "Education Coordinator" is no heading:
    // "Education", "Languages", "Competencies", "Work Experience" (decision 134).
    '^(zakres (zada[ńn]|obowi[ąa]zk[óo]w|czynno[śs]ci)|warunki (pracy|zatrudnienia)|(co )?(zapewniamy|oferujemy)|(tw[óo]j |tw[óo]je )?obowi[ąa]zki|wymagania( niezb[ęe]dne| dodatkowe| konieczne)?)(?=$|[\\s:.,!])',
    '^(education|languages?|competenc(y|ies)|(work|professional) experience)\\s*[:：]?$',
    '^(αρμοδι[όο]τητες|καθ[ήη]κοντα|(απαιτο[ύυ]μενα |επιθυμητ[άα] )?προσ[όο]ντα|απαιτ[ήη]σεις|(η εταιρε[ίι]α |τι )?προσφ[έε]ρ(ει|ουμε)|παροχ[έε]ς|περιγραφ[ήη] (θ[έε]σης|εργασ[ίι]ας))(?=$|[\\s:.,!])',
  ].join('|'),
  'i',
);
const SALARY =
  /(\d[\d.,]*\s?[kK]?\s?(€|EUR|euros?|£)\s*(-|–|to|a|à|bis)\s*\d[\d.,]*\s?[kK]?\s?(€|EUR|euros?|£))|([$€£]\s?\d[\d,.]*\s?[kK]?\s*(-|–|to)\s*[$€£]?\s?\d[\d,.]*\s?[kK]?)|(\b(salary|pay range|compensation|gehalt|salaire|salario|sal[áa]rio|stipendio|retribuzione|salaris|wynagrodzenie|remunera[çc][ãa]o|remuneraci[óo]n)\b[^.\n]{0,40}\d)|((年収|月給|時給|日給|賃金|基本給)[^\n]{0,10}\d)|(\d[\d,]*\s?円\s*[〜~～–-]\s*\d)|((salariu|mzda|palkka|fizet[ée]s|br[uú]tt[oó] b[ée]r|연봉|월급|급여|月薪|年薪|[時时]薪|日薪|薪[資资]|薪水|الراتب|راتب|שכר|משכורת|palk|t[öo][öo]tasu|retribuci[óo]|sou|gaji|sahod|sw?eldo|suweldo|плата|зарада|plata|zarada|pla[ćc]a|заплата|възнаграждение|वेतन|सैलरी|तनख्वाह|حقوق|atlyginimas|darbo užmokestis|alga|เงินเดือน|ค่าจ้าง|ค่าตอบแทน|maa[şŞ]|[üÜ]cret|lương|thu nhập|зарплата|заробітна плата|оклад|mshahara|বেতন|illetm[ée]ny|laun|soldata|ხელფასი|ანაზღაურება|աշխատավարձ|[əƏ]m[əƏ]k haqq[ıI]|cyflog|ប្រាក់ខែ|ደመወዝ|atalgojum[su]|\balga\b|ເງິນເດືອນ|වැටුප)[^.\n]{0,40}[\d০-৯០-៩])|(\d[\d.]*\s?[万千]\s*(-|–|~|至)\s*\d[\d.]*\s?[万千])|(\bRp\.?\s?\d[\d.,]*\s*(-|–|s\/d|sampai)\s*(Rp\.?\s?)?\d)|(\d[\d\s.,]*\s?(₴|грн|টাকা|₸|тг|теңге|so['‘’ʻ]m|сўм|ກີບ)\s*(-|–)\s*\d)|(\d[\d\s.,]*\s*(-|–)\s*\d[\d\s.,]*\s?(₴|грн\.?|টাকা|₸|тг\.?|теңге|so['‘’ʻ]m|сўм|ກີບ))|(\b(TZS|KES|UGX|UAH|HUF)\s?\d[\d,.]*\s*(-|–)\s*\d)|(\d\s?(tr|triệu)\s?(-|–)\s?\d+\s?(tr|triệu)\b)|(\d[\d,.]*\s*(per|an|\/)\s*(hour|year|yr|annum|hr))/i;
const EMPLOYMENT =
  /\b(full[- ]?time|part[- ]?time|contract(or)?|temporary|internship|permanent|freelance|vollzeit|teilzeit|werkstudent(in)?|praktikum|festanstellung|cdi|cdd|temps (plein|partiel)|alternance|jornada (completa|parcial)|media jornada|contrato indefinido|tempo (pieno|parziale|(in)?determinato)|heltid|deltid|fuldtid|tillsvidare(anställning)?|fast (anställning|stilling|ansættelse)|voltijds?|deeltijds?|pełny etat|tempo integral|meio período|(por )?tempo (in)?determinado|tempo parcial|contrato a termo|indeterminate|llawn[- ]amser|rhan[- ]amser|parhaol|dros dro|cyfnod penodol|shift work|shift[- ]based work|rotating shifts|schichtarbeit|schichtdienst|travail post[ée]|trabajo por turnos|lavoro a turni|trabalho (por|em) turnos|ploegendienst|skiftarbete|skiftarbejde|skiftarbeid|praca zmianowa)\b|vahetustega t[öo][öo]|vahetust[öo][öo]|vuoroty[öo]|сменн(ая работа|ый график)|正社員|契約社員|派遣社員|アルバイト|パート(タイム)?(?!ナー)|業務委託|norm[ăa] [îi]ntreag[ăa]|norm[ăa] redus[ăa]|(perioad|durat)[ăa] (ne)?determinat[ăa]|pln[ýy] [úu]vazek|zkr[áa]cen[ýy] [úu]vazek|hlavn[íi] pracovn[íi] pom[ěe]r|vakituinen|kokoaikainen|osa-aikainen|m[äa][äa]r[äa]aikainen|teljes munkaid[őo]|r[ée]szmunkaid[őo]|hat[áa]rozatlan idej[űu]|정규직|계약직|全[職职]|兼[職职]|正[職职]|[約约]聘|[實实][習习]|دوام (كامل|جزئي)|عقد (مؤقت|محدد المدة)|משרה (מלאה|חלקית|זמנית)|t[äa]is(t[öo][öo]aeg|kohaga|koormusega)|osalise t[öo][öo]ajaga|t[äa]htajatu|temps (complet|parcial)|contracte (indefinit|temporal)|interinatge|sepenuh masa|separuh masa|buong oras|(пуно|непуно) радно време|(ne)?puno radno (vreme|vrijeme)|(на )?(не)?одређено време|(na )?(ne)?odre[đd]eno (vreme|vrijeme)|(пълно|непълно) работно време|(безсрочен|срочен) трудов договор|फ़ुल टाइम|फुल टाइम|पार्ट टाइम|पूर्णकालिक|अंशकालिक|تمام(‌| )?وقت|پاره(‌| )?وقت|(pilnas|visas|nepilnas) etatas|(pilnu|visu|nepilnu) etatu|nuolatinis darbas|terminuota (darbo )?sutartis|งานประจำ|พนักงานประจำ|พาร์ทไทม์|งานชั่วคราว|ฟรีแลนซ์|สัญญาจ้าง|tam zamanl[ıI]|yar[ıI] zamanl[ıI]|s[öÖ]zle[şŞ]meli|d[öÖ]nemsel|stajyer|toàn thời gian|bán thời gian|thực tập|hợp đồng (có|không) thời hạn|(повна|неповна|часткова|повная|полная|частичная) зайнятість|(повна|неповна|часткова) зайнятість|полная занятость|частичная занятость|(не)?полный рабочий день|(не)?повний робочий день|muda wote|muda (mfupi|maalum)|kwa mkataba|ajira ya kudumu|ফুল টাইম|পার্ট টাইম|পূর্ণকালীন|খণ্ডকালীন|চুক্তিভিত্তিক|fullt starf|hlutastarf|t[íi]mabundi[ðd] starf|sumarstarf|lanaldi (osoa|partziala)|mugagabea|aldi baterako|სრული განაკვეთი|ნახევარი განაკვეთი|լրիվ դրույք|կես դրույք|մշտական աշխատանք|tam ştat|yar[ıI]m ştat|(tam|natamam|yar[ıI]m) i[şŞ] g[üÜ]n[üÜ]|ពេញម៉ោង|ក្រៅម៉ោង|ពាក់កណ្[ដត]ាលម៉ោង|ሙሉ ጊዜ|የትርፍ ሰዓት|ቋሚ (ሥራ|ስራ|ቅጥር)|በኮንትራት|\b(penuh waktu|paruh waktu|karyawan (tetap|kontrak)|pekerja lepas|magang)\b|(πλ[ήη]ρ(ης|ους)|μερικ[ήη]ς?) απασχ[όο]λησ(η|ης)|(толық|толық емес|ішінара) (жұмыс күні|жұмыспен қамту|жұмыс уақыты)|to['‘’ʻ]liq (bandlik|ish kuni|stavka)|to['‘’ʻ]liq bo['‘’ʻ]lmagan (bandlik|ish kuni)|qisman bandlik|(ບໍ່)?ເຕັມເວລາ|(pilna|nepilna) (slodze|darba laika)|past[āa]v[īi]gs darbs|පූර්ණ කාලීන|අර්ධ කාලීන/i;
const LOCATION_WORDS =
  /\b(remote|hybrid|on[- ]site|onsite|location:|work from home|standort|hybride|télétravail|ubicación|híbrido|remoto|teletrabajo)\b/i;
// A link to one job: /jobs/123-x, /jobs/view/123 (one word between), ?jk=…
const JOB_LINK =
  /\/(jobs?|careers?|positions?|postings?)\/([a-z-]+\/)?[^/?#]*\d|[?&](jk|vjk|currentJobId|gh_jid|jobId|jid)=|\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/?([?#]|$)/i;
const ARTICLE_TYPES = ['Article', 'BlogPosting', 'NewsArticle', 'Blog', 'Report', 'TechArticle'];
const LIST_TYPES = ['ItemList', 'SearchResultsPage', 'CollectionPage'];
/**
 * schema.org types of pages about a job that are not one employer's opening. A page of questions and answers
 * ("How do I apply?") is advice about applying, whatever its apply links (decision 147).
 */
const OTHER_PAGE_TYPES = [
  'Course',
  'EducationalOccupationalProgram',
  'Occupation',
  'Product',
  'Event',
  'FAQPage',
];
/** The banner of an employer's careers site: "Careers at Acme", "Join our team", "Arbeiten bei Acme". */
const CAREERS_BANNER =
  /^(life|working|careers?|jobs|work) (at|with|for)\b|^(join (us|our)|why (join|work))\b|^(arbeiten|karriere) bei\b|^(travailler|carrières?) chez\b|^trabaja(r)? (con|en)\b/i;
/**
 * A heading that names a page about jobs rather than one job: a salary page, a list, advice. "How to apply" and
 * "Frequently asked questions" head the careers site's advice on applying (decision 147).
 */
const NOT_A_POSTING_HEADING = new RegExp(
  `${/\b(ofertas de (trabajo|empleo)|empleos? (de|en)|offres d['’]emploi|emplois? (à|de|en)|stellenangebote (in|für|als)|jobs (als|für))\b|\b(salar(y|ies)|gehalt|salaire|salario|sueldos?|pay (scale|guide|calculator)|take-home pay|calculator|jobs (in|near|at|for)|job openings|open (roles|positions)|interview questions|how to become)\b|^(how to apply|application (process|tips)|frequently asked questions|faqs?)$/.source}|${CAREERS_BANNER.source}|${/\btalent (community|network|pool)\b|\?$|^(what|how|why|when|which|who|is|are|should|can)\b.*\b(do|does|is|are|become|earn|make|write)\b/.source}`,
  'i',
);
/** A page for applying in general, to no one opening ("Initiativbewerbung", "Candidature spontanée"). */
const OPEN_APPLICATION =
  /\b(initiativbewerbung|blindbewerbung|candidature spontan[ée]e|candidatura (espont[áa]nea|abierta)|(speculative|unsolicited|general|open) application)\b|^((submit|send( us)?|upload|register|leave|drop( us)?) your (r[ée]sum[ée]|cv|cv \/ r[ée]sum[ée])|(envía(nos)?|env[íi]a tu|deja tu|sube tu) (tu )?(cv|curr[íi]culum)|(d[ée]posez|envoyez)(-nous)? votre cv|lebenslauf (hochladen|senden))[.!]?$/i;
/** A posting that is gone: what remains is its title and other jobs, not a posting to capture. */
const CLOSED_POSTING =
  /\b(no longer (available|accepting applications|open)|(this|the) (job|position|posting|vacancy|role) (has )?(expired|closed|been filled|is closed)|nicht mehr (verfügbar|aktiv|besetzbar)|(bereits )?besetzt|(n['’]est plus (disponible|en ligne|active)|(offre|annonce) (expirée|pourvue|clôturée))|ya no est[áa] (disponible|activa)|(oferta|vacante) (caducada|cerrada|expirada|finalizada))\b/i;
/** Words of a school's program page ("Apply now" to a bootcamp), not an employer's. */
const EDUCATION = /\b(tuition|cohorts?|curriculum|enrol(l|ment)|syllabus|bootcamp|coursework|students?)\b/gi;
/**
 * Tuition as a benefit of the job: "tuition remission for dependents", "tuition reimbursement". "Free tuition" is
 * left alone: a program offers it as much as an employer.
 */
const TUITION_BENEFIT =
  /\btuition[- ](remission|reimbursement|assistance|waivers?|benefits?|discounts?|exchange)\b/gi;
/** Text a site builder makes bold with an inline style rather than `<strong>`. */
const BOLD_STYLE =
  '[style*="font-weight:700"], [style*="font-weight: 700"], [style*="font-weight:bold"], [style*="font-weight: bold"]';
/** A title that names a program, not a job ("Summer Internship Program 2027", "Data Bootcamp", "Graduate Scheme"). */
const PROGRAM_TITLE =
  /\b(program(me)?|programm|programa|scheme|bootcamp|academy|akademie|course|cours|curso|kurs)( \d{4})?$/i;
/**
 * A program of placements named as such ("Summer Internship Programme 2027", "Graduate Scheme", "Apprenticeship
 * Program"): its page sets out tracks, dates and one form for all of them, no one opening (decision 149).
 */
const PLACEMENT_PROGRAM =
  /\b(internships?|interns|graduates?|apprenticeships?|apprentices|trainees?(ship)?|fellowships?|placements?|summer|early careers?)\b/i;
/**
 * A role offered unpaid: a volunteer's place, not a job to tailor a resume to. The page says so ("Unpaid volunteer
 * position", "This is a volunteer role and is not a paid position"), or its title names the volunteer ("Wayfinding
 * Volunteer"; "Volunteer Coordinator" is a paid job and is left alone) (decision 149).
 */
const UNPAID_ROLE =
  /\b(unpaid (volunteer )?(position|role|post|placement|opportunity)|(is|are) (an? )?(unpaid|volunteer) (position|role|post|opportunity)|not an? (paid|salaried) (position|role|post|job)|volunteer opportunity:)|\b(poste|mission) (de )?b[ée]n[ée]vole\b|\b(ehrenamtliche (t[äa]tigkeit|stelle)|unbezahlte (t[äa]tigkeit|stelle))\b|\b(puesto|plaza) (de )?voluntari(o|ado) no remunerad[oa]\b/i;
const VOLUNTEER_TITLE = /\bvolunteers?$|^volunteer( opportunity)?\s*[:–—-]/i;
/** A heading that ends the posting: what follows is the site's recommendations. */
const AFTER_POSTING = new RegExp(
  [
    /^(similar|related|more|other|recommended) (jobs|roles|positions|openings)\b|^(people also viewed|jobs you may like)|^(ähnliche (jobs|stellen(angebote)?)|weitere (jobs|stellen(angebote)?))\b|^(offres|emplois) similaires\b|^(ofertas|empleos) similares\b|^(ofertas|empregos|vagas)( de emprego)? (semelhantes|similares|relacionadas)\b|^outras (ofertas|vagas)\b/
      .source,
    // Chinese, Arabic and Hebrew: "其他相似工作", "相似职位", "推薦職缺", "وظائف مشابهة", "משרות דומות" (decision 106).
    '^(其他|更多)?(相似|類似|类似|相[關关]|推[薦荐])的?(工作|[職职][缺位]|[崗岗]位)',
    `^(${arabic('وظائف')}) (${arabic('مشابهة|مماثلة|ذات صلة|مقترحة|أخرى')})`,
    '^משרות (דומות|נוספות|מומלצות|שעשויות לעניין אותך)',
    // Estonian, Catalan, Malay, Filipino, Serbian and Croatian, Bulgarian, Hindi, Persian (decision 107).
    '^(sarnased (t[öo][öo]kuulutused|t[öo][öo]pakkumised)|(ofertes|feines) (similars|relacionades)|altres ofertes|jawatan (lain|berkaitan|serupa)|(mga )?(katulad|kaparehong|iba pang) (na )?trabaho|(slični|sli[čc]ni|ostali|drugi|povezani) oglasi|(слични|други|остали) огласи|(подобни|сходни|други) обяви|(मिलती-जुलती|मिलती जुलती|इसी तरह की|समान|अन्य) (नौकरियां|नौकरियाँ|जॉब्स)|(آگهی|فرصت)(‌| )?های (شغلی )?(مشابه|مرتبط))',
    // Lithuanian and Thai: "Panašūs skelbimai", "งานที่คุณอาจสนใจ" (jobs you may like), "ตำแหน่งงานที่คล้ายกัน"
    // (decision 109).
    // Italian, Turkish and Vietnamese: "Annunci simili", "Benzer İlanlar" (similar ads), "Việc làm tương tự"
    // (decision 110).
    `^((annunci|offerte)( di lavoro)? (simili|correlat[ie])|potrebbero interessarti|${turkish('(benzer|diğer|ilginizi çekebilecek) (iş )?ilan(lar|ları)')}|việc làm (tương tự|liên quan|khác|gợi ý|phù hợp)|công việc (tương tự|liên quan))`,
    // Ukrainian, Russian, Swahili, Bengali, Hungarian: "Схожі вакансії", "Похожие вакансии", "Kazi zinazofanana"
    // (similar jobs), "একই ধরনের চাকরি" (jobs of the same kind), "Hasonló állások" (decision 112).
    '^((схожі|інші|подібні|похожие|другие) вакансії|(похожие|другие) вакансии|(kazi|nafasi) (zinazofanana|nyingine|zinazohusiana)|(একই ধরনের|অন্যান্য|সম্পর্কিত|অনুরূপ) (চাকরি|চাকরিগুলো)|hasonl[óo] ([áa]ll[áa]s(ok|hirdet[ée]sek)|munkak[öo]r[öo]k))',
    '^((panašūs|kiti|susiję) (darbo )?skelbimai|(ตำแหน่ง)?งานที่(คุณอาจสนใจ|ใกล้เคียง|คล้ายกัน|เกี่ยวข้อง|น่าสนใจ)|ตำแหน่งงานอื่น|งานอื่น ?ๆ)',
    // Azerbaijani, Khmer, Welsh and Amharic: "Oxşar vakansiyalar" (similar vacancies), "ការងារស្រដៀងគ្នា" (similar
    // jobs), "Swyddi eraill" (other jobs), "ተመሳሳይ ሥራዎች" (similar jobs) (decision 115).
    '^((ox[şŞ]ar|dig[əƏ]r) vakansiyalar|ការងារ(ស្រដៀង(គ្នា)?|ពាក់ព័ន្ធ|ផ្សេងទៀត)|swyddi (eraill|tebyg)|(ተመሳሳይ|ተዛማጅ|ሌሎች) (ሥራዎች|ስራዎች))',
    // Indonesian: "Lowongan Serupa" (similar vacancies), "Lowongan Lainnya" (other vacancies) (decision 116).
    '^(lowongan|pekerjaan)( kerja)? (serupa|lainnya|lain|terkait|sejenis)',
    // Lao "ວຽກທີ່ຄ້າຍຄືກັນ" (similar jobs), Latvian "Līdzīgie sludinājumi" (similar ads), Sinhala "සමාන දැන්වීම්"
    // (similar ads) (decision 129).
    '^(ວຽກ(ທີ່ຄ້າຍຄືກັນ|ອື່ນໆ|ທີ່ກ່ຽວຂ້ອງ)|(l[īi]dz[īi]gie|citi) (sludin[āa]jumi|darba pied[āa]v[āa]jumi)|(සමාන|වෙනත්) (දැන්වීම්|රැකියා))',
  ].join('|'),
  'i',
);
/**
 * Headings that name a part of the page, not a posting's title. So does a notice's number and date over the title
 * ("Ogłoszenie o naborze nr 142871 z dnia 20 listopada 2026 r.", "Vacancy Notice No. 2026/045", "Job Opening #5521";
 * decision 134).
 */
const GENERIC_HEADING =
  /^(((job|vacancy|recruitment|position) )?(notice|announcement|advert(isement)?|opening|posting|vacancy)|og[łl]oszenie( o (naborze|prac[ęe]))?|nab[óo]r|stellenausschreibung|ausschreibung|avis de (vacance|recrutement)|convocatoria|bando)( (notice|announcement))? (no\.?|nr\.?|n[º°]|number|#) ?\d[\w./-]*( ([zo] dnia|of|from|dated|vom|du|del) .{4,30})?$|^(job |position |vacancy )?(details|description|summary|overview|information|info|posting)$|^(job|position|vacancy|opening|job (opening|posting|offer|advert))$|^(d[ée]tails? (de l['’]offre|du poste)|descriptif du poste|detalles? de la (oferta|vacante)|detalhes? da (oferta|vaga)( de emprego)?|oferta de emprego|stellen(angebot|beschreibung|details|anzeige)|offre d['’]emploi|oferta de (empleo|trabajo))$|^(similar|related|more|recommended) jobs|^(share|apply|menu|search|sign in|log in)\b|^(about (us|the company))$|^((ish |vakansiya )?tavsifi?|(вакансия )?сипаттамасы?)$/i;
/**
 * A heading that is only the pay ("<h3>4 500 000 - 7 000 000 so‘m</h3>" under a classifieds site's ad title): a
 * figure with at most a currency or a period in words, no job's title (decision 128).
 */
function isPayFigure(text: string): boolean {
  return /^\D{0,4}\d/.test(text) && SALARY.test(text) && text.replace(/[\d\s.,·–~-]/g, '').length <= 12;
}
/** A name that is a part of the page or its careers section ("Offre d'emploi", "Job details", "Careers"), no job's title. */
export function isPagePartName(text: string): boolean {
  const name = norm(text);
  return GENERIC_HEADING.test(name) || CAREERS_SECTION.test(name);
}

/**
 * A name that is the careers section's or a page part's, never an employer's: structured data that gives the
 * employer as "Careers", "Jobs" or "Job details" (decision 109). Narrower than `isPagePartName`, whose controls'
 * words ("Apply", "Search") can start a company's name.
 */
export function isCareersName(text: string): boolean {
  const name = norm(text);
  return (
    CAREERS_SECTION.test(name) ||
    /^((job|position|vacancy) )?(details|posting|opening)$|^(job|position|vacancy)$/i.test(name)
  );
}

/**
 * A heading that names the site's careers section ("Careers", "Offene Stellen", "Offres d'emploi"), not a job.
 * Swahili "Nafasi za Kazi" (job vacancies), "Nafasi zilizo wazi" (open vacancies), "Ajira" (jobs) (decision 156).
 */
const CAREERS_SECTION =
  /^((we['’]?re|we are|now|currently) hiring|(wir stellen ein|on recrute|nous recrutons|estamos contratando|estamos buscando)|(our |open |current )?(careers?|jobs|job openings|openings|open positions|positions|vacancies|opportunities)|((current )?(employment|job|career) (opportunities|openings)|employment)|join (us|our ([a-z-]+ )?team)|work with us|karriere|stellenangebote|offene stellen|jobs & karriere|offres d['’]emploi|carri[èe]res?|nous rejoindre|recrutement|empleo|trabaja con nosotros|ofertas de empleo|lavora con noi|posizioni aperte|offerte di lavoro|trabalhe conosco|vagas|carreiras|werken bij( ons)?|vacatures|ledige stillinger|lediga (tjänster|jobb)|ledige job|jobba hos oss|jobbe hos oss|avoimet työpaikat|vagas abertas|praca|oferty pracy|(社[会會]|校[园園]|人才)招聘|加入我[们們]|(nafasi (za kazi|zilizo wazi)|ajira)( mpya)?)[!.]?$/i;

const DESCRIPTION_SELECTORS = [
  '[class*="job-description"]',
  '[class*="jobDescription"]',
  '[class*="job_description"]',
  '[id*="job-description"]',
  '[id*="jobDescription"]',
  '[data-testid*="escription"]',
  '[data-ui="job-description"]',
  '[itemprop="description"]',
  '[class*="description"]',
  '[id*="description"]',
  '[class*="posting"]',
  '[class*="job-details"]',
  '[class*="job-content"]',
  'article',
  '[role="main"]',
  'main',
];
const NAMED_DESCRIPTION = DESCRIPTION_SELECTORS.slice(0, 13).join(', ');
/** A search form: the frame of a results page, never part of a posting's box (an application form is). */
const SEARCH_BOX = 'input[type="search"], [role="search"], form[action*="search"]';

/** The parts of the page's own title ("Job Description - Lab Technologist (2400187)" → the parts). */
function titleParts(doc: DomDocument): string[] {
  return (
    [doc.title, meta(doc, 'og:title')]
      // "Stellenangebot: Pflegefachkraft (m/w/d)": a label before a colon is a part of its own.
      // "後端工程師（Go）｜翠嶺數位科技股份有限公司": the full-width bar parts a Chinese or Japanese title.
      .flatMap((t) => norm(t).split(/\s+[|–—·•-]\s+|\s*[|｜•·]\s*|:\s+/))
      .map((part) =>
        norm(
          part
            .replace(/\s*\(\s*[A-Z]{0,4}[-#]?\d[\d-]*\s*\)\s*$/, '')
            .replace(/^job application for\s+/i, ''),
        ),
      )
      .filter(
        (part) =>
          part.length >= 3 && !BOARD_NAMES.test(part) && !/^(job description|careers?|jobs?)$/i.test(part),
      )
  );
}

/** A title's dashes written one way ("A – B" and "A - B" alike), to compare a run of its parts with a line. */
const dashed = (text: string) => norm(text).replace(/\s+[–—-]\s+/g, ' - ');

/**
 * The runs of two or more parts of the page's title that a dash parts ("Electrician - Night Shift - Careers" →
 * "electrician - night shift", "night shift - careers"), lower-cased, none holding a page part's name ("Job
 * Posting"): a job's title may hold a dash of its own.
 */
function titleRuns(doc: DomDocument): string[] {
  return [doc.title, meta(doc, 'og:title')].flatMap((t) =>
    norm(t)
      .split(/\s*[|｜•·]\s*|:\s+/)
      .flatMap((segment) => {
        const pieces = segment.split(/\s+[–—-]\s+/).map((piece) => norm(piece).toLowerCase());
        const joined: string[] = [];
        for (let i = 0; i < pieces.length; i++)
          for (let j = i + 2; j <= pieces.length; j++) {
            // A run that holds a page part's name ("Job Posting – Organizer") is the page's title, not the job's.
            if (pieces.slice(i, j).some(isPagePartName)) break;
            joined.push(pieces.slice(i, j).join(' - '));
          }
        return joined;
      }),
  );
}

/** Whether an element lies in a breadcrumb trail, however it is drawn. */
function inBreadcrumb(element: DomElement): boolean {
  for (let p = element.parentElement; p; p = p.parentElement) if (isBreadcrumb(p)) return true;
  return false;
}

function inFrame(element: DomElement): boolean {
  for (let p = element.parentElement; p; p = p.parentElement) {
    const tag = p.tagName.toUpperCase();
    if (tag === 'NAV' || tag === 'FOOTER' || tag === 'ASIDE' || tag === 'DIALOG') return true;
    // A breadcrumb trail is navigation however it is drawn (`<ul class="breadcrumbs">` in a plain header).
    if (isBreadcrumb(p)) return true;
  }
  return false;
}

// A test hook names one as well (`<ol data-testid="breadcrumbs">`, a React site's hashed classes; decision 128).
const BREADCRUMB =
  '[class*="breadcrumb" i], [aria-label*="breadcrumb" i], [id*="breadcrumb" i], [data-testid*="breadcrumb" i]';

function isBreadcrumb(element: DomElement): boolean {
  return /breadcrumb/i.test(
    `${element.getAttribute('class') ?? ''} ${element.getAttribute('aria-label') ?? ''} ${element.getAttribute('id') ?? ''} ${element.getAttribute('data-testid') ?? ''}`,
  );
}

/**
 * A trail of links drawn without a breadcrumb's name: two or more links with only separators between them ("<h2><a>
 * Darbs un bizness</a> / <a>Vakances</a> / <a>Maiznieks</a></h2>", an old table layout's category path over the
 * ad). It names the site's sections, not the page (decision 129).
 */
function isLinkTrail(element: DomElement): boolean {
  const links = all(element, 'a');
  if (links.length < 2) return false;
  let rest = inlineText(element);
  for (const link of links) rest = rest.replace(inlineText(link), '');
  return /^[\s/›>»|·→-]*$/.test(rest);
}

/** The levels of the site a breadcrumb trail names ("jobs", "food/beverage/hospitality"): sections, not names. */
function breadcrumbTexts(doc: DomDocument): Set<string> {
  return new Set(
    all(doc, BREADCRUMB).flatMap((trail) => all(trail, 'a').map((a) => inlineText(a).toLowerCase())),
  );
}

/**
 * Whether the page's address names the heading: every word of its last path segment ("plant_operator_ii",
 * "senior-planner-4411" less its number) stands in the heading, two words at least. A county's careers page
 * files each opening under its careers section so (decision 120).
 */
function addressNamesHeading(url: PageUrl, heading: string): boolean {
  const segment = url.pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  let last = segment.toLowerCase();
  try {
    last = decodeURIComponent(last);
  } catch {
    // a malformed escape: the segment as written
  }
  const words = last
    .replace(/\.\w+$/, '')
    .split(/[-_+.]+/)
    .filter((w) => w && !/^\d+$/.test(w));
  const text = ` ${norm(heading.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' '))} `;
  return words.length >= 2 && words.every((w) => text.includes(` ${w} `));
}

function titleNamesHeading(doc: DomDocument, heading: string): boolean {
  const text = heading.toLowerCase();
  return (
    titleParts(doc).some((part) => part.toLowerCase() === text) ||
    // A CJK word says in four characters what a Latin one says in six ("数据分析师" in "【数据分析师招聘_…】").
    (text.length >= (CJK.test(text) ? 4 : 6) &&
      norm(`${doc.title} ${meta(doc, 'og:title')}`)
        .toLowerCase()
        .includes(text))
  );
}

/** A heading's level: `h1`–`h6`, or an ARIA heading (`<div role="heading" aria-level="1">`, level 2 by default). */
function headingLevel(element: DomElement): number {
  const tag = element.tagName.toUpperCase();
  if (/^H[1-6]$/.test(tag)) return Number(tag.slice(1));
  return Number(element.getAttribute('aria-level')) || 2;
}

/** The names the site gives itself: `og:site_name` (less its careers part) and the alt text of its logo. */
export function siteNames(doc: DomDocument): string[] {
  return [norm(meta(doc, 'og:site_name')), siteName(doc, ''), companyFromLogo(doc, true)]
    .filter(Boolean)
    .map((name) => name.toLowerCase());
}

/**
 * The site's masthead, not a posting's title: a heading that names the site itself (its `og:site_name` or logo)
 * or whose whole text is a link to the site's home page ("<h1><a href="/">Acme Outdoor</a></h1>").
 */
function isMasthead(heading: DomElement, names: readonly string[]): boolean {
  const text = inlineText(heading).toLowerCase();
  if (names.includes(text)) return true;
  const links = all(heading, 'a');
  const [link] = links;
  if (links.length !== 1 || !link || inlineText(link).toLowerCase() !== text) return false;
  return isHomeLink(link);
}

/** A link to the site's home page ("/", "./", "https://host/"): the logo's, whose text is the site's name. */
function isHomeLink(link: DomElement): boolean {
  return /^(\/|\.\/|https?:\/\/[^/]+\/?)$/.test(link.getAttribute('href') ?? '');
}

/**
 * A local government's name, the whole of a heading ("City of Laguna Vista", "County of Marren", "Town of East
 * Ashby"): the body that hires, as a public agency's banner over its opening shows it, never a job's title
 * (decision 136).
 */
const LOCAL_GOVERNMENT =
  /^(?:[Tt]he )?(?:City|Town|Village|County|Township|Borough|Municipality|Parish|State|Commonwealth|City and County) of (?:\p{Lu}[\p{L}'’.-]*)(?: (?:\p{Lu}[\p{L}'’.-]*|of|the|de|del|la|los|las)){0,3}$/u;

/**
 * The posting's title element: the first heading the page's title names, else the first `h1`, else the first
 * `h2` that names no page part; a page with no heading at all (Taleo) has it as the text of a plain element.
 * ARIA headings count at their level; the site's masthead and headings in the page's frame never count.
 */
export function findTitle(doc: DomDocument, url?: PageUrl): DomElement | null {
  // A results list with one job open beside it: the open job's heading, whatever the page's title says.
  const open = url ? openJobHeading(doc, url) : null;
  if (open) return open;
  // A field labelled as the job's title ("Stillingstittel: Sykepleier natt") that the page's own title names is
  // the job's, over a heading that is the advert's slogan ("<h1>Bli med på laget vårt!</h1>").
  const labelled = labelledTitle(doc);
  // Not when the page's main heading is the field's value and more, and the page's title names the heading too
  // ("看護師/准看護師" labelled as the kind of job under "<h1>看護師/准看護師（常勤・日勤のみ）</h1>"): the heading is the
  // job's whole title, the field its kind (decision 163).
  const h1Text = inlineText(first(doc, 'h1'));
  const fuller =
    !!labelled &&
    h1Text.length > inlineText(labelled).length &&
    h1Text.startsWith(inlineText(labelled)) &&
    titleNamesHeading(doc, h1Text);
  if (labelled && !fuller && titleNamesHeading(doc, inlineText(labelled))) return labelled;
  // So is it under the careers site's banner ("<h1>Careers at Tamsin Valley Health</h1>"), which names no job
  // (decision 124).
  if (labelled && CAREERS_BANNER.test(inlineText(first(doc, 'h1')))) return labelled;
  const parts = titleParts(doc).map((p) => p.toLowerCase());
  const names = siteNames(doc);
  // The employer the page labels ("Institution: Northgate State University"), read once and only when a heading
  // is left to compare with it.
  let employer: string | undefined;
  const labelledEmployerName = () =>
    (employer ??= norm(labelledEmployer(doc, blockText(doc.body).split('\n').slice(0, 400))).toLowerCase());
  const headings = all(doc, 'h1, h2, h3, [role="heading"]').filter((h) => {
    const text = inlineText(h);
    return (
      text.length >= 3 &&
      text.length <= 120 &&
      !GENERIC_HEADING.test(text) &&
      !isPayFigure(text) &&
      // "Current Openings (4)": a careers heading with its count is still one.
      !CAREERS_SECTION.test(text.replace(/\s*\(\d+\)$|\s+\d+$/, '')) &&
      !inFrame(h) &&
      headingLevel(h) <= 3 &&
      !isMasthead(h, names) &&
      !isLinkTrail(h) &&
      !LOCAL_GOVERNMENT.test(text) &&
      // Nor is any heading that is wholly the name the page labels as the employer: a board's banner of the
      // institution over the posting ("<h1>Northgate State University</h1>" beside its logo, the job's title in a
      // plain line under it, "Institution: Northgate State University" in its table; decision 143).
      text.toLowerCase() !== labelledEmployerName()
    );
  });
  const named = (h: DomElement) => titleNamesHeading(doc, inlineText(h));
  const atLevel = (level: number) => (h: DomElement) => headingLevel(h) === level;
  // A field labelled in words as the job's title ("Position Title:", "Cheo"), not a bare "Title", that no heading
  // holds is the job's, over headings that name the institution and its department ("<h2>Calloway State
  // University</h2><h3>Department of Mathematics</h3>" over a table of fields; decision 151).
  const labelledText = labelled ? inlineText(labelled).toLowerCase() : '';
  const siblings = labelled?.parentElement ? elementChildren(labelled.parentElement) : [];
  const label = labelled ? inlineText(siblings[siblings.indexOf(labelled) - 1] ?? null) : '';
  // The page's own `h1`, when the page has one that is left as a heading, is the posting's: the labelled field is
  // then its category ("<h1>情報工学専攻 助教（任期付）の公募</h1>" over "職種 | 助教相当"; decision 154).
  if (
    labelled &&
    !/^title\s*:?$/i.test(label) &&
    !headings.some((h) => inlineText(h).toLowerCase().includes(labelledText) || headingLevel(h) === 1)
  )
    return labelled;
  for (const level of [1, 2, 3]) {
    const found = headings.find((h) => atLevel(level)(h) && named(h));
    if (found) return found;
  }
  const opening = openingUnderBanner(doc);
  if (opening) return opening;
  const h1 = headings.find(atLevel(1));
  if (h1) return h1;
  // A field labelled as the title ("<div>Title</div><div>Bridge Repair Mechanic</div>") under a generic heading
  // ("Vacancy Details"): the page's sections ("Basics", "Schedule") are no titles.
  if (labelled) return labelled;
  // An element named as the job's title (by class or id: `span#HRS_SCH_WRK2_POSTING_TITLE`).
  const namedBox = all(doc, NAMED_TITLE).find((el) => {
    const text = inlineText(el);
    return text.length >= 3 && text.length <= 120 && !inFrame(el);
  });
  const namedTitle = namedBox && (nameInTitleBox(namedBox) ?? namedBox);
  const h2 = headings.find((h) => atLevel(2)(h) && !SECTION_HEADING.test(inlineText(h)));
  // The first h2 that is no section heading, unless an element named as the title comes before it: then the
  // h2s are the labels of the posting's parts ("Job Description", …, "Equal Employment Opportunity").
  if (h2 && !(namedTitle && titleBefore(doc, namedTitle, h2))) return h2;
  // No h1 or h2: an element named as the job's title, else the first h3 that is no section heading.
  if (namedTitle) return namedTitle;
  const h3 = headings.find((h) => atLevel(3)(h) && !SECTION_HEADING.test(inlineText(h)));
  if (h3) return h3;
  // No heading: the job named in bold in the ad's opening sentence ("… pályázatot hirdet <b>X</b> munkakör
  // betöltésére"; decision 112).
  const announced = announcedTitle(doc);
  if (announced) return announced;
  // A part of the page's title shown on the page: a minor heading (`h4`–`h6`, a React app's title) before plain
  // text, and never the site's own name ("<p>Quillfeather</p>" over "<h4>Customer Success Manager</h4>").
  const body = doc.body ?? doc.documentElement;
  const shown = [...all(body, 'h4, h5, h6'), ...all(body, 'span, div, p, strong, td, a').slice(0, 3000)];
  // A title with a dash of its own ("Electrician - Night Shift - Careers") is two parts run together: the run of
  // dash-parted parts stands as well. The part that names the careers section ("Lavora con noi", "Careers") is the
  // site's banner, no job (decision 133).
  const runs = titleRuns(doc);
  for (const el of shown) {
    if (!parts.length) break;
    const text = inlineText(el).toLowerCase();
    if (text.length < 3 || names.includes(text) || inFrame(el)) continue;
    if (!parts.includes(text) && !runs.includes(dashed(text))) continue;
    // Nor a part that names the careers section ("社会招聘" (experienced hires) in the site's menu, over a title
    // drawn late in a `span`) or is the site's own address ("xe.gr" in its header): the site's, not the job's
    // (decision 134).
    // Nor the site's logo, a link to its home page ("<a href="https://host/">워크넷</a>"), nor a name with its legal
    // form ("(주)한빛정밀"): the site's and the employer's names, which the page's title lists beside the job's
    // (decision 157).
    if (isCareersName(text) || isOwnAddress(text, url)) continue;
    if ((el.tagName.toUpperCase() === 'A' && isHomeLink(el)) || LEGAL_FORM_SUFFIX.test(text)) continue;
    // The innermost element holding the text ("<td><div class=title>X</div></td>" is the div): what follows it
    // is the title's meta line.
    let inner = el;
    for (let only = elementChildren(inner); only.length === 1 && only[0]; only = elementChildren(inner)) {
      if (inlineText(only[0]).toLowerCase() !== text) break;
      inner = only[0];
    }
    return inner;
  }
  // No heading, and nothing named or styled as one by its class: the line the page draws largest, as a person
  // sees a converted PDF's title (decision 113).
  const largest = largestLine(doc);
  if (largest) return largest;
  // Last: text the page styles as a title ("<div class="position-header__title">"), the first such short line
  // that names no page part, section or careers page. A card's title is another opening's, unless its card is the
  // only one on the page that holds the apply button: then the card is the posting's own header (decision 133).
  const styled = all(doc, '[class*="title"], [class*="Title"], [class*="headline"], [class*="heading"]');
  const applyCards = styled.filter(
    (el) => /card/i.test(el.getAttribute('class') ?? '') && cardHoldsApply(el),
  );
  return (
    styled
      // A table styled as the title is read by its first cell: the cells after it are its meta ("JobID: 2841"),
      // and a row's text runs them together (decision 096).
      .map((el) => (/^(TABLE|TBODY|TR)$/i.test(el.tagName) ? first(el, 'td, th') : el))
      .find((el): el is DomElement => {
        if (!el) return false;
        const text = inlineText(el);
        const named = el.getAttribute('class') ?? '';
        return (
          text.length >= 3 &&
          text.length <= 120 &&
          !/sub-?title|section|site|page-?title|modal|dialog/i.test(named) &&
          (!/card/i.test(named) || (applyCards.length === 1 && applyCards[0] === el)) &&
          elementChildren(el).every((child) => !BLOCK_TAGS.has(child.tagName.toUpperCase())) &&
          !GENERIC_HEADING.test(text) &&
          !SECTION_HEADING.test(text) &&
          !CAREERS_SECTION.test(text) &&
          !inFrame(el)
        );
      }) ?? null
  );
}

/**
 * The one opening a careers section holds: under the site's careers heading ("<h1>Careers at Greenline</h1>", "<h2>Join
 * Our Team</h2>"), the heading right after it, deeper and no section heading, whose own next heading is one of its
 * sections ("What you'll do"). A site builder writes its careers page so, one job under the section's heading, beside
 * its story ("Our Story"; decision 149). Two such openings make a list, no posting.
 */
function openingUnderBanner(doc: DomDocument): DomElement | null {
  const headings = all(doc, 'h1, h2, h3, h4, h5, h6').filter((h) => !inFrame(h));
  const at = headings.findIndex((h) => {
    const text = inlineText(h);
    return CAREERS_BANNER.test(text) || CAREERS_SECTION.test(text);
  });
  const banner = headings[at];
  if (!banner) return null;
  const after = headings.slice(at + 1);
  const isPart = (text: string) =>
    SECTION_HEADING.test(text) || GENERIC_HEADING.test(text) || CAREERS_SECTION.test(text);
  const job = after[0];
  if (!job || headingLevel(job) <= headingLevel(banner)) return null;
  const text = inlineText(job);
  if (
    text.length < 3 ||
    text.length > 120 ||
    isPart(text) ||
    !SECTION_HEADING.test(inlineText(after[1] ?? null))
  )
    return null;
  const others = after
    .slice(1)
    .filter((h) => headingLevel(h) === headingLevel(job) && !isPart(inlineText(h)));
  return others.length ? null : job;
}

/** Whether the card a title is drawn in (its nearest ancestor named a card, within three levels) holds an apply control. */
function cardHoldsApply(title: DomElement): boolean {
  let card = title.parentElement;
  for (let depth = 0; card && depth < 3 && !/card/i.test(card.getAttribute('class') ?? ''); depth++)
    card = card.parentElement;
  if (!card || !/card/i.test(card.getAttribute('class') ?? '')) return false;
  return all(card, 'a, button, input[type="submit"], input[type="button"], [role="button"]').some((el) =>
    APPLY.test(norm(inlineText(el) || el.getAttribute('value'))),
  );
}

/** Whether a text is the page's own host written as a name ("xe.gr" on www.xe.gr, "reed.co.uk" on www.reed.co.uk). */
function isOwnAddress(text: string, url?: PageUrl): boolean {
  const host = url?.hostname.toLowerCase() ?? '';
  const name = text.toLowerCase();
  return /^[\p{L}\d-]+(\.[\p{L}\d-]+)+$/u.test(name) && (host === name || host.endsWith(`.${name}`));
}

/** What the page's own stylesheet gives a single class (`.fs0{font-size:26px}`, `.ff1{…font-weight:bold…}`). */
function classRules(doc: DomDocument): { sizes: Map<string, number>; bold: string[] } {
  const sizes = new Map<string, number>();
  const bold: string[] = [];
  for (const style of all(doc, 'style')) {
    for (const [, name = '', body = ''] of (style.textContent ?? '').matchAll(
      /(?:^|[}\s])\.([A-Za-z_][\w-]*)\s*\{([^}]*)\}/g,
    )) {
      const size = body.match(/(?:^|;)\s*font-size:\s*(\d+(?:\.\d+)?)px/);
      if (size) sizes.set(name, Number(size[1]));
      if (/(?:^|;)\s*font-weight:\s*(bold|[6-9]00)\b/.test(body)) bold.push(name);
    }
  }
  return { sizes, bold };
}

/** Elements the page's stylesheet makes bold by their class, as a selector ("" when none). */
export function boldClassSelector(doc: DomDocument): string {
  return classRules(doc)
    .bold.slice(0, 50)
    .map((name) => `.${name}`)
    .join(', ');
}

/**
 * The line the page draws in a font larger than all its others, by its classes' sizes in the page's own
 * stylesheet: a document converted from PDF (pdf2htmlEX draws every line as a positioned `div` of a sized class)
 * has its title so and no heading. One line alone at that size, at least 1.2 times the size most of the text
 * uses, and no section heading (decision 113).
 */
function largestLine(doc: DomDocument): DomElement | null {
  const { sizes } = classRules(doc);
  if (sizes.size < 2) return null;
  const lines = all(doc.body ?? doc.documentElement, 'div, p')
    .filter((el) => !elementChildren(el).some((child) => BLOCK_TAGS.has(child.tagName.toUpperCase())))
    .slice(0, 3000)
    .map((el) => {
      const names = (el.getAttribute('class') ?? '').split(/\s+/);
      return { el, text: inlineText(el), size: Math.max(0, ...names.map((n) => sizes.get(n) ?? 0)) };
    })
    .filter((line) => line.size > 0 && line.text.length > 0);
  // The size most of the text is drawn in, by its characters.
  const bySize = new Map<number, number>();
  for (const line of lines) bySize.set(line.size, (bySize.get(line.size) ?? 0) + line.text.length);
  const body = [...bySize.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
  const top = Math.max(0, ...lines.map((line) => line.size));
  const largest = lines.filter((line) => line.size === top);
  const [only] = largest;
  if (largest.length !== 1 || !only || top < body * 1.2) return null;
  const { text } = only;
  return text.length >= 3 &&
    text.length <= 120 &&
    !GENERIC_HEADING.test(text) &&
    !SECTION_HEADING.test(text) &&
    !CAREERS_SECTION.test(text) &&
    !inFrame(only.el)
    ? only.el
    : null;
}

/** An element named as the job's title, its class in any letter case (an old ASP page's `td.JobTitle`; decision 122). */
const NAMED_TITLE = [
  '[class*="job-title" i], [class*="jobtitle" i], [class*="job_title" i], [class*="posting-title" i]',
  '[class*="position-name" i], [class*="positionname" i], [data-ui="job-title"], [itemprop="title"]',
  '[id*="job_title" i], [id*="job-title" i], [id*="jobtitle" i], [id*="posting_title" i], [id*="posting-title" i]',
].join(', ');

/**
 * In a box named as the title that also holds its meta ("<div class="job-title-box"><span class="name"
 * title="X">X</span><span class="salary">25-40k</span></div>"), the name the page may clip and shows whole on
 * hover: the element whose `title` repeats its text (decision 124). Else the heading the box holds ("<div
 * class="jobTitleBar"><h2>X</h2><span>Requisition #: 118842</span></div>"): the box is the title's bar, the rest
 * of it the title's meta (decision 144).
 */
function nameInTitleBox(box: DomElement): DomElement | null {
  const text = inlineText(box);
  return (
    all(box, '[title]').find((el) => {
      const name = inlineText(el);
      return name.length >= 3 && name !== text && norm(el.getAttribute('title') ?? '') === name;
    }) ??
    all(box, 'h1, h2, h3, h4, h5, h6, [role="heading"]').find((el) => {
      const name = inlineText(el);
      return name.length >= 3 && name !== text;
    }) ??
    null
  );
}

/** Whether an element named as the title comes before the heading `h2` (a selector's matches come in page order). */
function titleBefore(doc: DomDocument, named: DomElement, h2: DomElement): boolean {
  const order = all(doc, `h2, ${NAMED_TITLE}`);
  return order.indexOf(named) < order.indexOf(h2);
}

/** The page's description box: the largest block of prose that is not the whole frame, read from after the title. */
/** The words a sentence ends on when the job's title completes it: "… suchen wir Sie als", "… is hiring a". */
const LEAD_IN_END =
  /\b(als|as( an?)?|for( an?)?|an?|comme|en tant que|como|come|in qualit[àa] di|jako|som|voor( een)?|eine?n?(\s?[/*:_]\s?(eine?n?|e|n|r)|\((e|n|en|r)\))?)\s*$/i;

/** A paragraph with no blocks inside: a line of its own. */
const isParagraph = (element: DomElement | undefined): element is DomElement =>
  !!element && /^(P|DIV)$/i.test(element.tagName) && !elementChildren(element).some(isBlock);

/**
 * The sentence right above the title that the title completes ("Zur Verstärkung … suchen wir eine motivierte
 * Persönlichkeit als" over "<h1>Netzelektrikerin …</h1>"): the posting's first line, though it comes before the
 * title (decision 129). A title that opens a box of its own (a coloured bar with the place under it) is completed
 * by the last paragraph of the block above that box, and German's gendered article ("eine/n", "ein/e") asks for
 * the title as "eine" does. The paragraphs of prose before that sentence are the same introduction, and open the
 * posting with it (decision 138).
 */
function leadIn(title: DomElement | null): { lead: DomElement; intro: DomElement[] } | null {
  if (!title) return null;
  let box = title;
  for (
    let depth = 0;
    depth < 2 && box.parentElement && elementChildren(box.parentElement).indexOf(box) === 0;
    depth++
  )
    box = box.parentElement;
  const siblings = box.parentElement ? elementChildren(box.parentElement) : [];
  let before = siblings[siblings.indexOf(box) - 1];
  // The block above the title's box ends on the sentence: its paragraphs, the last one that sentence.
  if (before && box !== title && !isParagraph(before)) {
    const parts = elementChildren(before);
    before = parts.every((part) => isParagraph(part) && part.tagName.toUpperCase() === 'P')
      ? parts.at(-1)
      : undefined;
  }
  if (!isParagraph(before)) return null;
  const text = inlineText(before);
  if (text.length < 40 || /[.!?:]$/.test(text) || !LEAD_IN_END.test(text)) return null;
  const around = before.parentElement ? elementChildren(before.parentElement) : [before];
  let start = around.indexOf(before);
  for (let p = around[start - 1]; isParagraph(p) && isProse(inlineText(p)); p = around[start - 1]) start--;
  return { lead: before, intro: around.slice(start, around.indexOf(before)) };
}

const isBlock = (element: DomElement) => BLOCK_TAGS.has(element.tagName.toUpperCase());

export function pickDescription(
  doc: DomDocument,
  title: DomElement | null = null,
): { element: DomElement | null; text: string } {
  const named = new Set(all(doc, NAMED_DESCRIPTION));
  // textContent is native and cheap: only boxes with enough raw text get the line-keeping walk.
  // An old table layout's content cell holds the posting as a box would (decision 107).
  const big = all(doc, 'article, main, [role="main"], section, div, td').filter(
    (el) => (el.textContent ?? '').length >= 200,
  );
  const candidates = new Set([...named, ...big.slice(-400)]);
  const lead = leadIn(title);
  let best: { element: DomElement | null; text: string; score: number } = {
    element: null,
    text: '',
    score: 0,
  };
  for (const element of candidates) {
    if (element.tagName.toUpperCase() === 'META' || element.querySelector(SEARCH_BOX)) continue;
    if (inFrame(element)) continue;
    let rows: ReadonlySet<string> | null = null;
    const isRow = (line: string) => {
      rows ??= summaryRows(element);
      return rows.has(norm(line));
    };
    // A box named as the description that does not hold the title opens with the posting's own text: a list it
    // starts with is the posting's highlights, not the meta line under the title (decision 118).
    const ownStart = named.has(element) && !!title && !isInside(element, title);
    const after = trimToPosting(contentText(element, title), isRow, true, ownStart);
    // The sentence the title completes opens the posting, completed by the title, whatever the trim makes of it.
    const text =
      lead && isInside(element, lead.lead) && after
        ? [...lead.intro.map(inlineText), `${inlineText(lead.lead)} ${inlineText(title)}`, after].join('\n')
        : after;
    if (text.length < 200) continue;
    const linkText = all(element, 'a').reduce((sum, a) => sum + inlineText(a).length, 0);
    if (linkText / text.length > 0.35) continue;
    // Named boxes win close calls; the site's frame around the posting loses them.
    let score = text.length * (named.has(element) ? 1.15 : 1);
    if (element.querySelector('nav, header, footer')) score *= 0.8;
    if (score > best.score) best = { element, text, score };
  }
  const opening = best.element ? writtenOpening(best.element, title, best.text) : '';
  return { element: best.element, text: opening ? `${opening}\n${best.text}` : best.text };
}

/**
 * The line right above where the trim starts the posting, when the page's author wrote it as the posting's text:
 * it stands in a block of its own, of the same kind (tag and class) as the block the posting's first line stands in
 * next to it, as a site builder's text modules follow one another ("<div class="module text"><p><strong>Filiale
 * Lüneburg · 25 bis 30 Stunden · ab 1. April</strong></p></div>" over the module of the first paragraphs). A meta
 * line drawn as the title card's (beside the title, or a block of another kind) stays out (decision 142).
 */
function writtenOpening(box: DomElement, title: DomElement | null, text: string): string {
  if (!title || !isInside(box, title)) return '';
  const lines = contentText(box, title).split('\n');
  const [start = ''] = text.split('\n');
  const at = lines.indexOf(start);
  const line = lines[at - 1];
  if (at < 1 || !line || line.length > 200 || isProse(line) || APPLY.test(line)) return '';
  const blocks = all(box, 'p, div').filter((el) => !isInside(el, title) && el !== title);
  const holder = blocks.find((el) => norm(blockText(el)) === norm(line));
  const first = blocks.find((el) => norm(blockText(el)).startsWith(norm(start)) && isParagraph(el));
  if (!holder || !first) return '';
  // The block of its own: the outermost one that holds nothing but the line.
  let own = holder;
  while (own.parentElement && own.parentElement !== box && norm(blockText(own.parentElement)) === norm(line))
    own = own.parentElement;
  const next = nextElement(own);
  const kind = (el: DomElement) => `${el.tagName.toUpperCase()}.${norm(el.getAttribute('class'))}`;
  return next &&
    next !== title &&
    isInside(next, first) &&
    norm(own.getAttribute('class')) &&
    kind(next) === kind(own)
    ? line
    : '';
}

/**
 * A block read from after the title starts with the meta lines under it (location, type, the apply button's
 * neighbours): the posting starts at its first line of prose or list, or the short heading just above it.
 * It ends before the site's "Similar jobs" and any trailing apply label.
 */
function trimToPosting(
  text: string,
  isRow: (line: string) => boolean = () => false,
  fromProse = true,
  ownStart = false,
): string {
  let lines = text.split('\n');
  const end = lines.findIndex((line) => AFTER_POSTING.test(line));
  if (end >= 0) lines = lines.slice(0, end);
  // An ad read whole from its first line (decision 112) keeps its start.
  if (!fromProse) return lines.join('\n').trim();
  // Prose, or a list under a section heading ("Responsibilities" then "• …"); short bullets are meta.
  const sectionHeading = (line: string | undefined) =>
    line !== undefined && line.length <= 60 && SECTION_HEADING.test(line);
  // The lines beside the apply button are the button's, not the posting's: a line telling how to apply ("Or text
  // PRODUCE to (720) 555-0142 to apply from your phone."), or a short notice right above the button ("This job is
  // closing early if enough applications are received." then "Apply now").
  const besideApply = (line: string, i: number) =>
    APPLY_PROMPT.test(line) || (line.length < 120 && APPLY.test(lines[i + 1] ?? ''));
  // A list that opens a description box of its own, one of its first items a sentence's length ("• Lead a small
  // field team monitoring 14 estuaries …"), is the posting's digest of itself; the meta under a title is chips.
  const listEnd = lines.findIndex((line) => !line.startsWith('• '));
  const items = lines.slice(0, listEnd < 0 ? lines.length : listEnd);
  if (ownStart && items.length >= 2 && items.some((line) => line.split(/\s+/).length >= 9))
    return finishTrim(lines);
  const prose = lines.findIndex(
    (line, i) =>
      // A row of a summary table ("Hours | 37 hours per week, flexible and hybrid working") is a field, not prose.
      // Nor is the footnote to a field above ("*Indicates the salary listed as per the Collective Agreement." under
      // "$1,512.85 - $1,794.20 Per Week*"; decision 128).
      ((isProse(line) || wrappedProse(line, lines[i + 1])) &&
        !besideApply(line, i) &&
        !isRow(line) &&
        !/^\*\p{L}/u.test(line)) ||
      (line.startsWith('• ') && sectionHeading(lines[i - 1])),
  );
  if (prose > 0) {
    const heading = lines[prose - 1] ?? '';
    const keep = sectionHeading(heading) || (heading.length <= 60 && DESCRIPTION_HEADING.test(heading));
    lines = lines.slice(keep ? prose - 1 : prose);
  }
  // A box of key facts before the description ("Job Summary" over one line, then "Job Description"): the posting
  // starts at the description's heading, as a reader skips the digest (decision 112). A summary of paragraphs
  // (the UK Civil Service's "Job summary" says who the employer is) is the posting's text: a digest is short.
  const summary = lines.slice(0, 2).findIndex((line) => SUMMARY_HEADING.test(line.replace(/[:：]$/, '')));
  if (summary >= 0) {
    const next = lines.findIndex(
      (line, i) => i > summary && i <= summary + 8 && DESCRIPTION_HEADING.test(line.replace(/[:：]$/, '')),
    );
    if (next > summary && lines.slice(summary + 1, next).join('\n').length <= 240) lines = lines.slice(next);
  } else {
    // Tables of facts before the description, however headed ("Basic Job Information", "Job Specification"): three
    // rows or more, and little else, above the description's heading are the digest too (decision 124).
    const next = lines.findIndex((line) => DESCRIPTION_HEADING.test(line.replace(/[:：]$/, '')));
    const above = lines.slice(0, Math.max(0, next));
    const facts = above.filter(isRow);
    if (next > 0 && facts.length >= 3 && above.filter((line) => !isRow(line)).join('\n').length <= 240)
      lines = lines.slice(next);
  }
  return finishTrim(lines);
}

/**
 * A notice of how an applicant's personal data is processed (the GDPR clause, "The controller of your personal data
 * is …"): the application's small print, not the posting's text, when it follows the apply button (decision 138).
 */
const DATA_NOTICE =
  /\b(personal data|personenbezogenen? daten|dane osobowe|danych osobowych|donn[ée]es (personnelles|à caract[èe]re personnel)|datos (personales|de car[áa]cter personal)|dati personali|persoonsgegevens|personuppgifter|personoplysninger|personopplysninger|dados pessoais|osobn[íi]ch [úu]daj|osobn[ýy]ch [úu]daj|henkil[öo]tie(to|do)|rodo\b|dsgvo\b|rgpd\b|gdpr\b)/iu;

/**
 * The posting's lines less the apply labels and the site's last lines after them. The few lines after the last
 * apply label go with them when one of them is a notice on the applicant's personal data: the form's small print
 * and the site's lines, which the posting ended before (decision 138).
 */
function finishTrim(lines: string[]): string {
  let apply = lines.length - 1;
  while (apply >= 0 && !APPLY.test(lines[apply] ?? '')) apply--;
  const tail = apply >= 0 ? lines.slice(apply + 1) : [];
  if (tail.length && tail.length <= 3 && tail.some((line) => DATA_NOTICE.test(line)))
    lines = lines.slice(0, apply);
  for (let last = lines.at(-1); last !== undefined && (APPLY.test(last) || PAGE_END.test(last)); ) {
    lines.pop();
    last = lines.at(-1);
  }
  return lines.join('\n').trim();
}

/**
 * An element of four or more short inline elements and no text of its own, at least three of them written right
 * against the next with no space ("Sede di lavoro" + "Rovereto (TN)" → "Sede di lavoroRovereto (TN)"): labels and
 * values a script drew in a row. Running text keeps its spaces at its elements' edges.
 */
function fieldsRunTogether(element: DomElement): boolean {
  const nodes = Array.from(element.childNodes);
  if (nodes.length < 2 || nodes.length > 40) return false;
  if (nodes.some((node) => !isElement(node) && norm(node.textContent) !== '')) return false;
  const parts = nodes.filter(isElement);
  if (parts.some((part) => isBlock(part) || inlineText(part).length > 60)) return false;
  // Inline elements that each hold a label and its value ("<span><b>Place of work:</b> Gdańsk</span><span><b>Ref.:
  // </b> QA/7</span>") are fields in a row, however few and however spaced (decision 138).
  if (parts.length >= 2 && parts.every((part) => LABELLED_PART.test(inlineText(part)))) return true;
  if (parts.length < 4) return false;
  let joined = 0;
  for (let i = 1; i < nodes.length; i++) {
    const before = nodes[i - 1];
    const node = nodes[i];
    if (!before || !node || !isElement(before) || !isElement(node)) continue;
    if (/[\p{L}\p{N}.)]$/u.test(before.textContent ?? '') && /^[\p{Lu}\p{N}(]/u.test(node.textContent ?? ''))
      joined++;
  }
  return joined >= 3;
}

/** An inline element's text that is a short label and its value: "Place of work: Gdańsk", "Ref.: QA/7". */
const LABELLED_PART = /^[^:：!?]{1,30}[:：]\s*\S/u;

/**
 * The rows of the summary tables in a box: a label cell and its value on one line ("<tr><th>Hours</th><td>37 hours
 * per week</td></tr>", or two cells whose first is a short label), read as the box's walk writes them.
 */
function summaryRows(box: DomElement): ReadonlySet<string> {
  const rows = new Set<string>();
  // A field list's label ("<dt>Is the job funded through the EU Research Framework Programme?</dt>") names a
  // field, however long it is.
  for (const term of all(box, 'dt')) rows.add(norm(inlineText(term)));
  // A field list's short one-line value ("<dd>Cos de titulació superior, enginyeria de forests (A1)</dd>") is a
  // field too, not the posting's first sentence (decision 107).
  for (const value of all(box, 'dd')) {
    const text = blockText(value);
    if (text && text.length <= 100 && !text.includes('\n')) rows.add(norm(text));
  }
  // Fields drawn as inline elements with nothing between them ("<span>Azienda</span><span>Acme S.p.A.</span><span>
  // Sede</span>…", read "AziendaAcme S.p.A.Sede…") are a row of fields, not the posting's first sentence (decision 133).
  for (const line of all(box, 'div, p').slice(0, 500)) {
    if (fieldsRunTogether(line)) rows.add(norm(blockText(line)));
  }
  for (const row of all(box, 'tr')) {
    // A cell that only parts the label from its value ("<td>:</td>") is neither (decision 124).
    const cells = elementChildren(row).filter((cell) => !/^[:：\-–]$/.test(inlineText(cell)));
    const [label] = cells;
    if (cells.length !== 2 || !label) continue;
    if (label.tagName.toUpperCase() !== 'TH' && inlineText(label).length > 40) continue;
    const text = blockText(row);
    if (text && !text.includes('\n')) rows.add(norm(text));
  }
  return rows;
}

/** A short line that tells how to apply: "Or text PRODUCE to 555-0142 to apply from your phone." */
const APPLY_PROMPT = /^.{0,80}\b(to apply|apply (now|today|online|from|by|via|in person))\b.{0,40}$/i;

/** Text in Han, Hiragana or Katakana script. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{4}/u;

/** Text mostly in Thai script. */
const THAI = /^[^\p{Script=Thai}]{0,20}\p{Script=Thai}{4}/u;

/** A sentence or more of running text, not a meta line ("Location: X · Full-time · $27 per hour"). */
function isProse(line: string): boolean {
  // Japanese and Chinese write no spaces between words: a sentence is a long line that ends with a full stop. A
  // numbered duty of a Chinese list ends its clause with a full-width semicolon, the last one with the full stop
  // ("1、负责…的设计与开发；" … "4、…交付压力。"): that clause is the posting's text too (decision 151).
  if (CJK.test(line)) return line.length >= 30 && !line.startsWith('• ') && /[。！？；]$/.test(line);
  // Thai writes no space between words and no full stop: a space parts its phrases and sentences. A long line of
  // several phrases that is no list item ("1. …", "- …") is running text (decision 109).
  if (THAI.test(line)) {
    return (
      line.length >= 80 &&
      !/^(•|-|\d+[.)])\s/.test(line) &&
      !/\s[·|•]\s/.test(line) &&
      line.split(/\s+/).length >= 3
    );
  }
  const words = line.split(/\s+/);
  if (line.length < 50 || line.startsWith('• ') || /\s[·|•]\s/.test(line) || words.length < 8) return false;
  // A name with its legal form ends in the form's full stop, not a sentence's ("Przedsiębiorstwo Wodociągów i
  // Kanalizacji Dolina Dunajca Sp. z o.o." over the fields; decision 147).
  if (line.endsWith('.') && LEGAL_FORM.test(line) && isProperName(line)) return false;
  // A sentence ends like one or is mostly lower-case words; a row of labels, buttons or tags is neither.
  // A sentence may end in a danda ("।") or an Arabic-script question mark. Words of a script without capitals
  // (Devanagari, Arabic, Hebrew) have no lower case to tell prose from a row of tags: such a line is prose only
  // when it ends like a sentence (decision 107).
  // Amharic ends a sentence with "።", Khmer with "។" (decision 115).
  const ends = /[.!?:;)…।؟۔።។]$/.test(line);
  if (words.filter((w) => /^\p{Lo}/u.test(w)).length / words.length >= 0.5) return ends;
  return ends || words.filter((w) => /^\p{Ll}/u.test(w)).length / words.length >= 0.6;
}

/**
 * A line that breaks off a sentence the next line goes on with in lower case, the two reading as prose: a
 * paragraph laid out in lines (a converted PDF's "… Saint Brannock University invites applications for a
 * tenure-track" then "position at the rank of …"; decision 113).
 */
function wrappedProse(line: string, next: string | undefined): boolean {
  return (
    next !== undefined &&
    line.length >= 40 &&
    !/[.!?:;。։]$/.test(line) &&
    /^\p{Ll}/u.test(next) &&
    isProse(`${line} ${next}`)
  );
}

const DESCRIPTION_HEADING =
  /^((job|position|role|company) )?(description|summary|overview|introduction|details)$|^about\b|^the (role|opportunity|job|position)$|^(descripción|description du poste|stellenbeschreibung|über uns|wer wir sind|qui sommes-nous|quiénes somos)\b|^(descripci[óo]|t[öo][öo] kirjeldus|penerangan (kerja|jawatan)|paglalarawan|опис посла|opis posla|описание|(नौकरी|जॉब) का विवरण|شرح شغل|darbo (aprašymas|pobūdis)|รายละเอียดงาน|descrizione( (del|della) (lavoro|posizione|offerta|ruolo|annuncio))?|[iİ][şŞ] tan[ıI]m[ıI]|[iİ]lan a[çÇ][ıI]klamas[ıI]|mô tả công việc|job context|опис вакансії|описание вакансии|maelezo ya kazi|চাকরির প্রেক্ষাপট|কাজের বিবরণ|চাকরির বিবরণ|i[şŞ] bar[əƏ]d[əƏ] m[əƏ]lumat|vakansiya haqq[ıI]nda|ការពិពណ៌នា(ការងារ|មុខតំណែង)|disgrifiad( o['’]r| y)? swydd|am y swydd|የ(ሥ|ስ)ራው? መግለጫ|deskripsi (pekerjaan|lowongan|posisi)|uraian pekerjaan)$/i;
/**
 * The heading of a box of key facts above the description ("Job Summary", "At a glance", "সংক্ষিপ্ত বিবরণ"):
 * what it heads is a digest, not the posting (decision 112).
 */
const SUMMARY_HEADING =
  /^((job|position|role|vacancy) )?(summary|at a glance|key (facts|information|details)|highlights)$|^(muhtasari( wa kazi)?|সংক্ষিপ্ত বিবরণ|সারসংক্ষেপ|коротко про вакансію|kurzprofil|en bref|resumen( del puesto)?)$/i;
/** The site's last lines: buttons beside the apply control, copyright, "Powered by". */
const PAGE_END =
  /^(©|copyright\b)|all rights reserved|\bpowered by\b|^(apply( now| online)?|save|share)\b.{0,40}$/i;

/**
 * The words a page labels its place with, in the four languages ("Job location", "Campus", "Ville", "Einsatzort"…)
 * and more; Vietnamese "Địa điểm" (place) alone as well as "Địa điểm làm việc" (place of work) (decision 156).
 */
const PLACE_LABEL = `(?:(?:job|primary|work|office|position) )?(?:locations?|campus(?:es)?|city|town|municipality|kommun|kommune|gemeinde|comune(?: di lavoro)?|commune|municipio|gmina|place of work|work ?place|standorte?|arbeitsorte?|einsatzorte?|dienstorte?|ort|lieu(?: de travail)?|localisation|ville|ubicaci[oó]n|localizaci[oó]n|lugar(?: de trabajo)?|localidade?|ciudad|cidade|sede(?: di lavoro)?|luogo di lavoro|localit[àa]|locatie|standplaats|werklocatie|localiza[çc][ãa]o|local de trabalho|lokalizacja|miejsce (?:wykonywania )?pracy|duty stations?|arbejdssted|arbetsort|arbeidssted|loca[țţt]ie|ora[șş]|localitate|m[íi]sto (?:v[ýy]konu pr[áa]ce|pracovi[šs]t[ěe])|pracovi[šs]t[ěe]|lokalita|sijainti|paikkakunta|ty[öo]skentelypaikka|munkav[ée]gz[ée]s helye|helysz[íi]n|telep[üu]l[ée]s|(?:근무 ?)?지역|근무지|근무 ?위치|勤務地|勤務場所|就業(?:場所|地)|(?:上班|工作|[辦办]公)地[點点址]|(?:工作)?地[區区]|工作城市|地[點点]|${arabic('الموقع|موقع العمل|موقع الوظيفة|مكان العمل|مقر العمل|المدينة')}|מיקום(?: ה?(?:משרה|עבודה))?|(?:אזור|איזור)(?: עבודה)?|מקום ה?עבודה|עיר|asukoht|t[öo][öo] asukoht|t[öo][öo]koha asukoht|ubicaci[óo]|lloc de treball|localitat|municipi|poblaci[óo]|lokasi|tempat (?:kerja|bertugas)|lokasyon|lugar ng trabaho|место рада|локација|град|mesto rada|mjesto rada|lokacija|grad|местоположение|място на работа|месторабота|स्थान|नौकरी का स्थान|कार्य स्थान|शहर|लोकेशन|محل کار|موقعیت مکانی|شهر|zona|regi[ãa]o|distrito|concelho|darbo vieta|darbo vietos adresas|miestas|vieta|สถานที่(?:ปฏิบัติงาน|ทำงาน)|ที่ตั้ง|จังหวัด|พื้นที่(?:ปฏิบัติงาน|ทำงาน)|勤務地住所|${turkish('şehir|ilçe|il|konum|çalışma yeri|iş yeri|çalışma şehri')}|địa điểm(?: làm việc)?|nơi làm việc|місто|місц[ея] роботи|город|мест[оа] работы|где (?:предстоит|вы будете|будете) работать|mahali(?: pa kazi)?|eneo(?: la kazi)?|mkoa|kituo(?: cha kazi)?|কর্মস্থল|চাকরির স্থান|কাজের স্থান|a munkav[ée]gz[ée]s helye|sta[ðd]setning|vinnusta[ðd]ur|lantokia|herria|udalerria|kokapena|მდებარეობა|ქალაქი|სამუშაო ადგილი|վայր(?:ը)?|աշխատավայր(?:ը)?|քաղաք(?:ը)?|${turkish('şəhər')}|ទីតាំង(?:ការងារ)?|ទីកន្លែងធ្វើការ|lleoliad|man gwaith|gweithle|የ(?:ሥ|ስ)ራ ቦታ|ከተማ|lokasi (?:kerja|pekerjaan|penempatan)|penempatan|kota|өңір|аймақ|қала|жұмыс орны(?:ның мекенжайы)?|орналасқан жері|joylashuv|hudud|ish joyi|localit(?:y|ies)|ສະຖານທີ່(?:ເຮັດວຽກ)?|ແຂວງ|pils[ēe]ta(?:, rajons)?|pagasts|darba vieta|atra[šs]an[āa]s vieta|novads|ස්ථානය|නගරය|දිස්ත්‍රික්කය)(?:\\s*\\(s\\))?`;
/**
 * A place label, or the address of that place: "Адрес места работы", "Adresse du lieu de travail", "Dirección del
 * lugar de trabajo", "Work location address". The address of the place of work says where the job is, as the place
 * does (decision 140).
 */
const PLACE_ADDRESS = `(?:(?:address of (?:the )?|адрес |адреса |adresse (?:du |de la |de l['’])?|direcci[oó]n (?:del? |de la )?|endere[çc]o (?:do |da )?|indirizzo (?:del(?:la)? |di )?)?${PLACE_LABEL}(?:\\s+address)?)`;
/** One place label or two joined ("Şehir / İlçe", "City/State"): the value names the first (decision 110). */
const PLACE_LABELS = `${PLACE_ADDRESS}(?:\\s*/\\s*${PLACE_ADDRESS})?`;
/** A label alone ("Location", "Standort:"), whose value is the next element. */
const LOCATION_LABEL = new RegExp(`^${PLACE_LABELS}\\s*[:：՝]?$`, 'i');
const WORKPLACE_LABEL =
  /^(remote status|workplace( type)?|location type|remote type|arbeitsmodell|télétravail|modalidad)\s*:?$/i;
/** A label and its value on one line of the page ("Location: Drysdale", "<b>Standort:</b> Aalen<br>"). */
/** A label of the job's place or its country ("Country", "Duty station", "Land", "Pays"). */
const PLACE_OR_COUNTRY_LABEL = new RegExp(
  `^(?:${PLACE_LABELS}|countr(?:y|ies)|duty station|land|pays|pa[íi]s|kraj)\\s*[:：]?$`,
  'i',
);
const LABELLED_LOCATION = new RegExp(`^${PLACE_LABELS}\\s*[:：՝]\\s*(.{2,80})$`, 'i');
const REMOTE = /^(fully |100% |full )?remote\b|^remote\b|\bremote$/i;
/** A place that is the whole world ("Worldwide", "Anywhere", "Weltweit", "Partout dans le monde"): a remote role. */
const WORLDWIDE =
  /^(worldwide|world ?wide|anywhere( in the world)?|global(ly)?|earth|weltweit|(überall|partout)( dans le monde)?|monde entier|todo el mundo|en cualquier lugar|in tutto il mondo|ovunque|hela världen|hele verden|wereldwijd)$/i;
/** A workplace mode with no place: "In person", "On-site", "Vor Ort", "Presencial". */
const WORKPLACE_ONLY =
  /^(in[- ]person|on[- ]?site|at (the|our) office|office[- ]based|vor ort|en pr[ée]sentiel|presencial|in sede|op locatie|hybrid|hybride|h[íi]brido|ibrido|hybrydowo|hybrydowa|praca hybrydowa|stacjonarnie|hybridn[íi]|hybridi|hibrid)\.?$/i;
/** "City, ST", "City, Region, Country", "Getafe, Madrid (España)", "US-ID-Boise", "Valence (26)". */
const PLACE =
  /^\p{Lu}[\p{L}.'’ -]+,\s*[\p{Lu}\d][\p{L}\d.'’ -]*(,\s*[\p{Lu}\d][\p{L}\d.'’ -]*){0,2}(\s*\([^)]{1,30}\))?$|^(?:\p{Extended_Pictographic}\uFE0F?\s*)?\p{Lo}[\p{L}\p{M}\d.'’ -]+,\s*\p{Lo}[\p{L}\p{M}.'’ -]*$|^[A-Z]{2,3}-[A-Z]{2,3}-\p{Lu}|^\p{Lu}[\p{L}.'’ -]{1,40}\s\(\d{2,5}\)$/u;

/** Common department names, which a meta line shows beside the place ("Design · Utrecht · Full-time"). */
const DEPARTMENT =
  /^(design|engineering|product|sales|marketing|operations|ops|service|services|support|customer (success|support|service)|finance|accounting|legal|people|hr|human resources|it|data|research|security|clinical|nursing|kitchen|logistics|warehouse|manufacturing|production|quality|administration|admin|management|technology|tech|content|communications|education|retail|hospitality|maintenance|facilities|procurement|purchasing|strategy|growth|analytics|vertrieb|technik|verwaltung|entwicklung|ventes|ingénierie|comercial|ventas|administración|ingeniería)$/i;

/** A seniority level shown as a tag beside the title ("Junior", "Pleno", "Sênior", "Mid-level"): never a place. */
const LEVEL =
  /^(junior|jr\.?|mid(-level| level)?|intermediate|senior|sr\.?|s[êe]nior|pleno|semi ?senior|ssr|trainee|est[áa]gio|estagi[áa]rio|entry[- ]level|graduate|lead|principal|staff|expert|experienced)$/i;

/** A company's legal form ("Hidráulicas Serrano S.L.", "Acme GmbH"): an employer, never a place. */
const LEGAL_FORM =
  /\b(inc|llc|ltd|gmbh|ag|s\.?l|s\.?a|sas|sarl|b\.?v|plc|co|cyf|lda|ltda|limitada|unipessoal|s\.?r\.?o|d\.?o\.?o|s\.?r\.?l|s\.?p\.?a|kft|zrt|oy|oyj|a\/s|aps|uab|bhd|pte|pty|i\.p|sp\.?\s?z\s?o\.\s?o)\.?$|จำกัด(\s*\(มหาชน\))?$|^(uab|ooo|ооо|บริษัท)\s|\sa\.\s?[şŞ]\.?$|\s(ltd\.?\s)?[şŞ]ti\.?$|^công ty (tnhh|cp|cổ phần)\s|^(тов|пп|прат|пат|тзов|фоп)\s|\sבע["״']?מ$|\sলিমিটেড$|^(주식회사|유한회사|\(주\)|㈜)\s*\S|\S\s*(주식회사|\(주\)|㈜)$|^(株式会社|有限会社|合同会社)\S|\S(株式会社|有限会社|合同会社)$/i;

/** "US-ID-Boise" → "Boise, ID, US". */
function orderedPlace(raw: string): string {
  // A place written wholly in brackets beside the title ("Line Cook (Oakland Temescal)") is read without them.
  const bracketed = raw.match(/^\(([^()]+)\)$/);
  if (bracketed?.[1]) return norm(bracketed[1]);
  const [country = '', region = '', ...city] = raw.split('-').map(norm);
  if (city.length && /^[A-Z]{2,3}$/.test(country) && /^[A-Z]{2,3}$/.test(region)) {
    return `${city.join('-')}, ${region}, ${country}`;
  }
  return raw;
}

/** The parts of a meta line: "Clinical – Tacoma, Washington", "Werkstudent · München · Teilzeit". */
function metaParts(element: DomElement): string[] {
  const split = (text: string) => text.split(/\s+[–—|·•-]\s+|\s*[|·•]\s*/);
  const pieces: string[] = [];
  for (const node of Array.from(element.childNodes)) {
    // A control beside the meta line ("Imprimer", "Save") names no place.
    if (node.nodeType === 1 && isControl(node as DomElement)) continue;
    pieces.push(...split(node.nodeType === 1 ? inlineText(node as DomElement) : norm(node.textContent)));
  }
  // "<span>Getafe</span>, <span>Madrid</span> (España)": a place split over elements is whole in the text — when
  // no element holds a place of its own ("<span>Acme</span><span>Boise, ID</span>" runs together).
  const whole = pieces.some((p) => PLACE.test(norm(p)))
    ? []
    : split(inlineText(element)).filter((p) => PLACE.test(norm(p)));
  // A pictograph before a part ("📍 Portland, OR") is its icon, as it is before the place chosen (decision 110);
  // so is a symbol drawn as one ("⌖Warszawa, Prosta 51", "⌂praca hybrydowa"; decision 124).
  return [...whole, ...pieces]
    .map((p) => norm(p).replace(/^(?:\p{Extended_Pictographic}|\p{So}|\u{FE0F}|\s)+/u, ''))
    .filter((p) => p.length >= 2 && p.length <= 80 && !APPLY.test(p));
}

/** A button, or a link drawn as one or going nowhere ("Print", "Save job"): a control, not content. */
function isControl(element: DomElement): boolean {
  const tag = element.tagName.toUpperCase();
  if (tag === 'BUTTON' || tag === 'INPUT' || element.getAttribute('role') === 'button') return true;
  if (tag !== 'A') return false;
  const href = element.getAttribute('href') ?? '';
  return (
    /^(#|javascript:|$)/i.test(href) ||
    element.getAttribute('onclick') !== null ||
    /(^|[\s_-])(btn|button)([\s_-]|$)/i.test(element.getAttribute('class') ?? '')
  );
}

/** A Japanese place: a prefecture, alone or at the start of an address. */
const JAPANESE_PLACE =
  /^(東京都|北海道|(京都|大阪)府|\p{Script=Han}{2,3}県)(\p{Script=Han}{1,6}[市区町村郡])?/u;

/**
 * A Korean place as a meta line writes it: words of Hangul whose last is a city, county, district or province by its
 * ending ("서울 성동구", "경기 성남시 분당구", "부산광역시"); Hangul has no capitals to show a name (decision 163).
 */
const KOREAN_PLACE = /^(?:\p{Script=Hangul}{2,7}\s){0,2}\p{Script=Hangul}{2,6}(?:시|군|구|도)$/u;

/** A town with its region or province in brackets: "Ottawa (Ontario)", "Bologna (BO)" (decision 110). */
const TOWN_REGION = /^\p{Lu}[\p{L}.'’ -]{1,40}\s\(\p{Lu}[\p{L}.'’ -]{1,30}\)$/u;

/** A part of a meta line that is a lone name (a town's) and no job type, department, level or heading. */
function isLoneName(p: string): boolean {
  return (
    /^\p{Lu}[\p{L}.'’ -]{1,30}$/u.test(p) &&
    // "Hybrydowo", "Hybrid": how the work is done, not where.
    !WORKPLACE_ONLY.test(p) &&
    !EMPLOYMENT.test(p) &&
    !DEPARTMENT.test(p) &&
    !LEGAL_FORM.test(p) &&
    !LEVEL.test(p) &&
    // A section's heading right under the title ("What you'll do") is no place.
    !SECTION_HEADING.test(p) &&
    !/\b(hybrid|on[- ]?site|posted|ago|department|team)\b/i.test(p)
  );
}

/** A site of the employer's named by its kind and a name: a plant, a factory, an office, a warehouse, a depot. */
const EMPLOYER_SITE =
  /^(planta|f[áa]brica|oficinas?|almac[ée]n|nave|plant|factory|office|warehouse|depot|distribution cent(er|re)|werk|lager|niederlassung|usine|entrep[ôo]t|agence|stabilimento|fabbrica|magazzino|armaz[ée]m|fabriek|magazijn|vestiging)\s+\S/i;

/** The place among a meta line's parts: a remote role, a "City, Region" or a lone name that is no job type. */
function placeAmong(candidates: string[], employer = '', titled: readonly string[] = []): string {
  const parts = candidates.filter((p) => p !== employer);
  return (
    parts.find((p) => REMOTE.test(p)) ??
    // A Japanese address starts with its prefecture ("東京都渋谷区", "大阪府大阪市", "神奈川県横浜市"; decision 109).
    parts.find((p) => JAPANESE_PLACE.test(p)) ??
    parts.find((p) => KOREAN_PLACE.test(p)) ??
    // "Ria Metalomecânica, Lda." is written as "Town, Region" is, but its legal form makes it an employer.
    parts.find((p) => (PLACE.test(p) || TOWN_REGION.test(p)) && !EMPLOYMENT.test(p) && !LEGAL_FORM.test(p)) ??
    // A street address with its town after the number ("ul. Lubicz 23, Kraków", "Via Roma 12, Bergamo"): the town
    // (decision 116).
    parts.map((p) => townOfAddressLine(p, true)).find(Boolean) ??
    // A site of the employer's named by its kind ("Planta La Cartuja · Zaragoza", "Werk Süd · Augsburg") is where
    // in the town the work is; the town beside it is the place, and the site only when no town is shown (decision
    // 154).
    parts.find((p) => isLoneName(p) && !EMPLOYER_SITE.test(p)) ??
    parts.find(isLoneName) ??
    // Hebrew and Arabic have no capitals: in a row of chips that shows a job type, a part of their letters alone,
    // no figure (years of experience, hours ago), that is no job type is the lone name (decision 112).
    parts.find(
      (p) =>
        parts.some((other) => EMPLOYMENT.test(other)) &&
        /^[\p{Script=Hebrew}\p{Script=Arabic}][\p{Script=Hebrew}\p{Script=Arabic}\p{M} '’-]{1,30}$/u.test(
          p,
        ) &&
        !EMPLOYMENT.test(p) &&
        !LEGAL_FORM.test(p) &&
        !SECTION_HEADING.test(p),
    ) ??
    // Other scripts without capitals (Sinhala, Lao, Thai…) show no name by them either: a part of their letters
    // alone that the page's own title gives as a part of its own ("ගබඩා සහායක | ගම්පහ | ikman.lk") is the place
    // (decision 129).
    parts.find(
      (p) =>
        titled.includes(p.toLowerCase()) &&
        /^\p{Lo}[\p{Lo}\p{M} '’-]{1,30}$/u.test(p) &&
        !EMPLOYMENT.test(p) &&
        !LEGAL_FORM.test(p) &&
        !SECTION_HEADING.test(p),
    ) ??
    ''
  );
}

/**
 * The value shown after a label ("Location" then "Denver, CO"): the first of the label's next two elements
 * that `accept` takes (a link such as "1 vacancy in the following location:" may come between).
 */
function valueAfterLabel(
  doc: DomDocument,
  label: RegExp,
  accept: (text: string) => boolean = () => true,
  read: (value: DomElement) => string = (value) => firstListed(value) ?? withoutReading(value),
): string {
  // A field's own label first, a section's heading after: "<h3>Location</h3>" over rows "County Orange",
  // "City Newburgh" labels the rows, and the "City" row holds the place. A heading over a list ("<h2>Locations</h2>"
  // then Columbus, Dayton…) labels it, and the list's value is its first item.
  // A label in small print over its value ("<small>Advertiser</small><br><strong>Acme</strong>") is one too.
  const labels = all(doc, 'dt, th, td, span, div, label, strong, b, small, h2, h3, h4, h5, p').slice(0, 4000);
  const isHeading = (el: DomElement) => /^H[2-5]$/i.test(el.tagName);
  for (const el of [...labels.filter((l) => !isHeading(l)), ...labels.filter(isHeading)]) {
    if (el.childNodes.length > 3 || !label.test(inlineText(el))) continue;
    // A level of a breadcrumb trail ("Главная › Компания › Вакансии") names a section of the site, not a field: the
    // next level is no value of it (decision 163).
    if (inBreadcrumb(el)) continue;
    // "<div><strong>Lokalizacja</strong>Poznań</div>": the label's value is the text after it in its box.
    const after = textAfterLabel(el);
    if (after.length >= 2 && after.length <= 100 && accept(after)) return after;
    let value = cellBelow(el) ?? nextElement(el);
    for (let i = 0; value && i < 2; value = nextElement(value), i++) {
      // A form's field ("Location" then an input box) asks for a value; it shows none.
      if (FORM_FIELD.has(value.tagName.toUpperCase()) || value.querySelector('input, select, textarea'))
        continue;
      // A heading's section ends at the next heading of its level or above ("<h2>Location</h2>" … "<h2>About the
      // job</h2>"): that heading is no value.
      if (isHeading(el) && /^H[1-6]$/i.test(value.tagName) && headingLevel(value) <= headingLevel(el)) break;
      const text = read(value);
      if (text.length >= 2 && text.length <= 100 && accept(text)) return text;
    }
  }
  return '';
}

const FORM_FIELD = new Set(['INPUT', 'SELECT', 'TEXTAREA']);

/** A line of katakana alone: the reading written over a Japanese name ("カブシキガイシャ…" over "株式会社…"). */
const KANA_READING = /^[\p{Script=Katakana}ー・ﾞﾟ\s]+$/u;

/**
 * A value's text without the kana reading on the line over the name it reads (a Japanese form's フリガナ line): the
 * name is what the label names (decision 126).
 */
function withoutReading(value: DomElement): string {
  const lines = blockText(value).split('\n').map(norm).filter(Boolean);
  const [reading = '', name = ''] = lines;
  if (lines.length >= 2 && KANA_READING.test(reading) && /\p{Script=Han}/u.test(name))
    return lines.slice(1).join(' ');
  return inlineText(value);
}

/** The text after a label that opens its box ("<div><strong>Lokalizacja</strong>Poznań</div>"), or "". */
function textAfterLabel(label: DomElement): string {
  const box = label.parentElement;
  if (!box || box.childNodes.length > 3 || elementChildren(box)[0] !== label) return '';
  const nodes = Array.from(box.childNodes);
  const rest = nodes.slice(nodes.indexOf(label) + 1);
  // Only text follows: a second element would be a value of its own, read as the next element.
  if (!rest.length || rest.some((node) => node.nodeType !== 3)) return '';
  return norm(rest.map((node) => node.textContent).join(' ')).replace(/^:\s*/, '');
}

/**
 * The value of a label cell alone in its row: the next row's cell ("<tr><th>Location</th></tr><tr><td>Gothenburg
 * </td></tr>", a sidebar's table of label rows over value rows). A column's header in a row of headers ("<tr><th>
 * Morada</th><th>Localidade</th>…</tr>" over a row per workplace) labels the cell under it in the first row of
 * values, not the header beside it (decision 118).
 */
function cellBelow(cell: DomElement): DomElement | null {
  const row = cell.parentElement;
  if (!/^T[HD]$/i.test(cell.tagName) || !row) return null;
  const cells = elementChildren(row);
  const headers = cells.length > 1 && cells.every((c) => c.tagName.toUpperCase() === 'TH');
  if (cells.length !== 1 && !headers) return null;
  const below = nextElement(row);
  return below ? (elementChildren(below)[cells.indexOf(cell)] ?? null) : null;
}

/**
 * A labelled place's value, read by its first place: a list's first item, or the first of places written on one
 * line with " : " or " ; " between them ("Darlington, North East England, DL1 4BN : Leeds, … : Manchester, …").
 */
function firstPlace(value: DomElement): string {
  const listed = firstListed(value);
  if (listed !== null) return listed;
  // A Japanese address block ("〒432-8006" over "静岡県浜松市…" over the nearest station): the line that starts with
  // its prefecture (decision 126).
  const japanese = blockText(value)
    .split('\n')
    .map(norm)
    .find((line) => JAPANESE_PLACE.test(line));
  if (japanese) return japanese;
  // A link to a map after the address ("台北市內湖區瑞光路513巷22弄5號 地圖", "… View map") is no part of the place.
  const map = all(value, 'a[href]').find((a) => MAP_LINK.test(a.getAttribute('href') ?? ''));
  const whole = inlineText(value);
  const mapText = inlineText(map ?? null);
  const text = mapText && whole.endsWith(mapText) ? norm(whole.slice(0, -mapText.length)) || whole : whole;
  const places = text.split(/\s+[:;]\s+|;\s+/);
  return places.length >= 2 && places.every((p) => p.length >= 2) ? norm(places[0] ?? text) : text;
}

/** A link to a map service. */
const MAP_LINK =
  /^(https?:)?\/\/([\w-]+\.)*(maps\.google\.[a-z.]+|google\.[a-z.]+\/maps|maps\.apple\.com|(www\.)?openstreetmap\.org|map\.baidu\.com|maps\.app\.goo\.gl|goo\.gl\/maps)/i;

/** Text that can name a place: not a label or lead-in ("… location:"), not a sentence. */
function placeLike(text: string): boolean {
  if (/:\s*$/.test(text)) return false;
  // A note in brackets after the place ("Leeds (hybrid, 3 days in the office)") says how the work is done there: the
  // place is judged without it.
  const words = (text.replace(/^([^()]{2,})\s*\([^()]*\)$/, '$1') || text).split(/\s+/);
  return words.length < 4 || words.filter((w) => /^\p{Ll}/u.test(w)).length / words.length <= 0.5;
}

/**
 * Elements a page marks as its location: by name (`location`, `city`, a class `place`; decision 120) or by a map-pin
 * icon, whose own text is empty and whose parent holds the place ("<span><i class=icon-location></i>Lyon (69)
 * </span>").
 */
const LOCATION_MARK =
  '[data-testid*="location" i], [data-cy*="location" i], [data-ui*="location" i], [data-qa*="location" i], [data-automation*="location" i], [data-at*="location" i], [data-test*="location" i], [id*="address"], [class*="location"], [class*="Location"], [class*="city"], [class*="localizacao" i], [class*="localizacion" i], [class*="localisation" i], [class*="ubicacion" i], [class*="standort" i], [class*="lokalizacja" i], [class~="place" i], [class*="map-marker"], [data-testid*="PlaceOutlined"], [itemprop="jobLocation"]';

/** An icon's file named for a place: ".../ico-localisation.svg", "map-pin.png", "icon_location-24.svg". */
const PLACE_ICON =
  /(^|[/_-])((ico|icon)[_-]?)?(location|localisation|localizacion|ubicacion|standort|map[_-]?(pin|marker)|pin[_-]?drop)([_-](icon|ico|pin|marker|outline|filled|solid|small|\d{1,3}(px)?))?\.(svg|png|gif|webp)(\?|$)/i;

/** Whether `element` lies on a card of a list: an item with a link of its own, among two or more siblings. */
function inOpeningCard(element: DomElement): boolean {
  for (let p = element.parentElement, depth = 0; p && depth < 4; p = p.parentElement, depth++) {
    const isItem = p.tagName.toUpperCase() === 'LI' || p.getAttribute('role') === 'listitem';
    if (isItem && first(p, 'a[href]') && (p.parentElement ? elementChildren(p.parentElement).length : 0) >= 3)
      return true;
  }
  return false;
}

/** A part of the page's frame rather than a field: a menu, a header or footer, a box of several links. */
function isRegion(element: DomElement): boolean {
  return (
    /^(HEADER|FOOTER|NAV)$/.test(element.tagName.toUpperCase()) ||
    !!element.querySelector('nav, header, footer') ||
    all(element, 'a[href]').length >= 3
  );
}

/**
 * An element's text, or, for an icon with none, the text of the nearest box around it that has some ("<li><span>
 * <i class=fa-map-marker-alt></i></span><span>Portsmouth, NH</span></li>").
 */
function textAround(element: DomElement): string {
  let box: DomElement | null = element;
  for (let depth = 0; box && depth < 3; box = box.parentElement, depth++) {
    const text = inlineText(box);
    if (text) return text;
  }
  return '';
}

/**
 * A list's first item read by its first part, or null for no list: a list of places ("<li><strong>Columbus,
 * OH</strong><small>Groveport Station · …</small></li>", then Dayton…) names the posting's first place first.
 */
function firstListed(element: DomElement): string | null {
  const items = elementChildren(element).filter((child) => child.tagName.toUpperCase() === 'LI');
  if (items.length < 2 || !items[0]) return null;
  return (
    Array.from(items[0].childNodes)
      .map((node) => norm(node.textContent))
      .find(Boolean) ?? ''
  );
}

/**
 * A location element's place, without the label it holds ("<li><span>Locatie</span> Nijmegen, Lindehof Hatert</li>").
 */
function placeText(element: DomElement): string {
  // A box marked as the place that holds one element marked for it and something else ("<div class=ad-location><p
  // class=ad-location-text>Bologna (BO)</p><span>Oggi alle 09:14</span></div>"): the inner one is the place, the
  // rest its neighbours (the posting's date; decision 110).
  const inner = all(element, LOCATION_MARK).filter(
    (el) => inlineText(el) && !LOCATION_LABEL.test(inlineText(el)),
  );
  if (inner.length === 1 && inner[0] && elementChildren(element).length >= 2) return placeText(inner[0]);
  const listed = firstListed(element);
  if (listed !== null) return listed;
  const text = textAround(element);
  const label = inlineText(elementChildren(element)[0] ?? null);
  return label && LOCATION_LABEL.test(label) && text.startsWith(label)
    ? text.slice(label.length).trim()
    : text;
}

/** Where the job is: a labelled line, a location element, or the meta line under the title. */
export function pickLocation(doc: DomDocument, title: DomElement | null): string {
  // A labelled line of the page read with its line breaks, whatever the markup ("<b>Location:</b> X<br>").
  // A run-in line of fields that opens with the place ("Location: Lancaster, PA (crews cover …) · Type: Full-time ·
  // Pay: …") is cut at its first field's end before it is read: the whole line is too long for one value (decision
  // 150). A place further on is left alone: a search bar's "Keywords: … · Location: United Kingdom" is no posting's.
  let place = '';
  for (const line of blockText(doc.body).split('\n').slice(0, 400)) {
    const opening = line.replace(/^•\s*/, '').split(/\s+[·|•]\s+/)[0] ?? '';
    const value = opening.match(LABELLED_LOCATION)?.[1] ?? '';
    // "Work Location: In person" says how, not where.
    if (value && !/:\s*$/.test(value) && !WORKPLACE_ONLY.test(value)) {
      place = value;
      break;
    }
  }
  place ||=
    valueAfterLabel(doc, LOCATION_LABEL, placeLike, firstPlace) ||
    inlineText(first(doc, '[title="Location"], [title="location"]')) ||
    (all(doc, LOCATION_MARK)
      // A page region named for where it sits ("elementor-location-header") holds menus, not a place.
      .filter((el) => !inFrame(el) && el.tagName.toUpperCase() !== 'INPUT' && !isRegion(el))
      // A place on a card of a list of openings (ADP's list pane beside the open job) is another job's,
      // so it comes after the others.
      .sort((a, b) => Number(inOpeningCard(a)) - Number(inOpeningCard(b)))
      .map(placeText)
      .concat(
        // A ligature icon named for a place ("<mat-icon>place</mat-icon>Freiburg") marks its parent.
        all(doc, 'mat-icon, [class*="material-icons"], [class*="material-symbols"]')
          .filter((icon) => /^(place|location_on|room|pin_drop)$/.test(norm(icon.textContent)))
          .map((icon) => inlineText(icon.parentElement)),
        // So does a pin drawn as an image whose file is named for a place ("ico-localisation.svg").
        all(doc, 'img[src]')
          .filter((icon) => PLACE_ICON.test(icon.getAttribute('src') ?? '') && !inFrame(icon))
          .map((icon) => inlineText(icon.parentElement)),
      )
      .find(
        (t) =>
          t.length >= 2 &&
          t.length <= 80 &&
          !LOCATION_LABEL.test(t) &&
          !WORKPLACE_ONLY.test(t) &&
          placeLike(t),
      ) ??
      '');
  // A sentence of the text that starts with a place label ("… 5° livello. Sede di lavoro: Castelnovo ne' Monti (RE),
  // frazione Felina."): the posting names its place in its prose.
  place ||= labelledSentence(doc);
  const near = title ? metaLineParts(title) : [];
  // Neither the employer under the title nor the site's own name is the place ("Klinikum Oberland · Weilheim").
  const names = siteNames(doc);
  place ||= placeAmong(
    near.filter((part) => !names.includes(part.toLowerCase())),
    employerNearTitle(title).name,
    titleParts(doc).map((part) => part.toLowerCase()),
  );
  // The letterhead's lines right above the title ("Office of Academic Affairs · Bangor, Maine" over a converted
  // PDF's title), when nothing after it names a place (decision 113).
  place ||= placeAmong(title ? letterheadParts(title) : [], employerNearTitle(title).name);
  // A postal address drawn as a block in the page ("<address>Unit 4, Brook Park<br>Leicester LE3 1TT<br>United
  // Kingdom</address>"): its town (decision 109).
  place ||= addressTown(doc);
  place ||= mapCaptionPlace(doc);
  place ||= breadcrumbPlace(doc);
  place = streetTown(doc, norm(place)) || place;
  const workplace =
    valueAfterLabel(doc, WORKPLACE_LABEL) || (near.some((p) => REMOTE.test(p)) ? 'Remote' : '');
  // A pictograph before the place ("📍 Bettembourg", "🌏 Worldwide") is its icon.
  const shown = orderedPlace(norm(place).replace(/^(?:\p{Extended_Pictographic}|\u{FE0F}|\s)+/u, ''));
  if (WORLDWIDE.test(shown)) return `Remote (${shown})`;
  return withRemote(shown, REMOTE.test(workplace) ? 'Remote' : '');
}

/**
 * The town of a postal address's line, by the postal code written beside it: "Leicester LE3 1TT" (UK), "Lancaster,
 * PA 17602" (US), "Guelph, ON N1H 6J2" (Canada), "75011 Paris", "761 45 Norrtälje", "00-950 Warszawa", "1012 AB
 * Amsterdam". The US and Canadian forms keep their state or province.
 */
export function townOfAddressLine(line: string, street = false): string {
  const text = norm(line).replace(/,\s*$/, '');
  const town = "\\p{Lu}[\\p{L}.'’ -]{1,30}?";
  // `street`: a line that is one street, its house number and the town, with no postal code ("ul. Lubicz 23,
  // Kraków", "Via Roma 12/A, Bergamo"), as a meta line under the title writes it; not an address block's first
  // line ("Unit 4, Brook Park"), whose town comes on a later line (decision 116).
  const streetTown = street
    ? text.match(
        new RegExp(
          `^\\p{L}[\\p{L}.'’ -]{1,40}\\s\\d{1,4}[a-zA-Z]?(?:\\/(?:\\d{1,4}[a-zA-Z]?|[a-zA-Z]))?,\\s*(${town})$`,
          'u',
        ),
      )
    : null;
  if (streetTown?.[1]) return norm(streetTown[1]);
  // Russian and Ukrainian write the town first, then the street by its word ("Екатеринбург, улица Малышева, 51",
  // "Київ, вул. Хрещатик, 22"; decision 122). An address block's line may lead with the region ("Республика
  // Татарстан, Казань, ул. …"): the town is the part right before the street's word (decision 159).
  const townStreet = text.match(
    new RegExp(
      `(?:^|,\\s*)(${town}),\\s*(?:улица|ул\\.|проспект|пр-т|просп\\.|переулок|пер\\.|бульвар|б-р|шоссе|набережная|наб\\.|площадь|пл\\.|вулиця|вул\\.|провулок|пров\\.|площа)\\s`,
      'u',
    ),
  );
  if (townStreet?.[1]) return norm(townStreet[1]);
  const northAmerica = text.match(
    new RegExp(
      `(?:^|,\\s*)(${town}),\\s*([A-Z]{2})\\s+(?:\\d{5}(?:-\\d{4})?|[A-Z]\\d[A-Z]\\s?\\d[A-Z]\\d)$`,
      'u',
    ),
  );
  if (northAmerica?.[1]) return `${norm(northAmerica[1])}, ${northAmerica[2]}`;
  const uk = text.match(new RegExp(`(?:^|,\\s*)(${town}),?\\s+[A-Z]{1,2}\\d[A-Z\\d]?\\s*\\d[A-Z]{2}$`, 'u'));
  if (uk?.[1]) return norm(uk[1]);
  const leading = text.match(
    new RegExp(
      `(?:^|,\\s*)(?:[A-Z]{1,2}-)?(?:\\d{4}\\s?[A-Z]{2}|\\d{4,5}|\\d{3}\\s\\d{2}|\\d{2}-\\d{3})\\s+(${town})$`,
      'u',
    ),
  );
  return leading?.[1] ? norm(leading[1]) : '';
}

/** Whether an element lies in a box named as the page's footer (`<div id="footer">`, `class="site-footer"`). */
function inFooter(element: DomElement): boolean {
  for (let p: DomElement | null = element; p; p = p.parentElement) {
    if (/footer/i.test(`${p.getAttribute('class') ?? ''} ${p.getAttribute('id') ?? ''}`)) return true;
  }
  return false;
}

/** A field's label that is the bare word for a postal address ("Address", "Adresse", "住所"; decision 163). */
const ADDRESS_LABEL =
  /^(address|adresse|anschrift|direcci[óo]n|indirizzo|endere[çc]o|adres|住所|주소|地址)\s*[:：]?$/i;

/**
 * The town of the first postal address the page draws as a block (an `<address>`, or an element marked as a
 * schema.org PostalAddress) outside its frame and its list cards: the line of the address with a postal code. So is
 * the address in a field labelled as one ("<th>住所</th><td>神奈川県藤沢市…</td>"); a Japanese address gives its
 * prefecture and town (decision 163).
 */
function addressTown(doc: DomDocument): string {
  for (const el of all(doc, 'address, [itemtype*="PostalAddress" i], [itemprop="address"]')) {
    if (inFrame(el) || inOpeningCard(el) || inFooter(el)) continue;
    for (const line of blockText(el).split('\n')) {
      const town = townOfAddressLine(line);
      if (town) return town;
    }
  }
  const labelled = valueAfterLabel(
    doc,
    ADDRESS_LABEL,
    (text) => !!townOfAddressLine(text) || JAPANESE_PLACE.test(text),
  );
  return labelled.match(JAPANESE_PLACE)?.[0] ?? townOfAddressLine(labelled);
}

/** A map drawn from a map service: a static map's picture, an embedded map's frame. */
const MAP_SOURCE =
  /^(https?:)?\/\/([\w-]+\.)*(maps\.googleapis\.com\/maps\/api\/staticmap|google\.[a-z.]+\/maps\/embed|maps\.google\.[a-z.]+\/maps\?|api\.mapbox\.com\/styles\/[^?#]*\/static\/|(www\.)?openstreetmap\.org\/export\/embed|static-maps\.yandex\.ru|staticmap\.openstreetmap\.de)/i;

/**
 * The place a map's caption names (a `figure` holding a map from a map service, its `figcaption` "Hiring area: drivers
 * living within 150 miles of our Joplin, MO terminal"): the caption whole when it is a place, else the town of an
 * address line in it, else a town written with its two-letter state or province ("Joplin, MO"), as a person reads
 * where the job is from the map's legend (decision 143).
 */
function mapCaptionPlace(doc: DomDocument): string {
  for (const figure of all(doc, 'figure').slice(0, 50)) {
    const map = all(figure, 'img[src], iframe[src]').some((el) =>
      MAP_SOURCE.test(el.getAttribute('src') ?? ''),
    );
    const caption = map ? first(figure, 'figcaption') : null;
    const text = caption && !inFrame(figure) && !inOpeningCard(figure) ? inlineText(caption) : '';
    if (!text || text.length > 200) continue;
    if ((PLACE.test(text) || TOWN_REGION.test(text)) && placeLike(text)) return text;
    const address = text
      .split(/:\s+/)
      .map((part) => townOfAddressLine(part))
      .find(Boolean);
    if (address) return address;
    const town = text.match(
      /(?:^|[\s(])(\p{Lu}[\p{L}.'’-]+(?: \p{Lu}[\p{L}.'’-]+){0,2}), ([A-Z]{2})(?=$|[\s,.;)])/u,
    );
    if (town?.[1] && town[2]) return `${town[1]}, ${town[2]}`;
  }
  return '';
}

/**
 * The town of a place that is a street and its house number alone ("Кофейня на Баумана, 44" under the title): the
 * town another line of the page writes before the same street and number ("Казань, ул. Баумана, 44" at the page's
 * foot), as a person reads where the shop is from its address (decision 144). Empty when no line does.
 */
function streetTown(doc: DomDocument, place: string): string {
  const number = place.match(/(\p{L}[\p{L}'’-]*),\s*(\d{1,3}\p{L}?)$/u);
  if (!number?.[1] || !number[2]) return '';
  const street = `${number[1]}, ${number[2]}`.toLowerCase();
  for (const line of blockText(doc.body).split('\n').slice(0, 600)) {
    const text = norm(line);
    const at = text.toLowerCase().indexOf(street);
    if (at < 0 || text.startsWith(place)) continue;
    const town = text.match(/^(?:г\.\s*)?(\p{Lu}[\p{L}'’-]+(?:[ -]\p{Lu}[\p{L}'’-]+){0,2}),\s/u);
    if (town?.[1] && town[0].length <= at && !DEPARTMENT.test(town[1])) return town[1];
  }
  return '';
}

/**
 * A place words of a search filter name: a query parameter ("?location=bulawayo", "&city=gweru") or a path's
 * level ("/jobs/location/bulawayo/", "/jobs-in/harare").
 */
const PLACE_FILTER =
  /[?&](?:location|locations|city|town|region|place|ort|ville|ciudad|lugar|cidade|citt[aà])=([^&#]+)|\/(?:locations?|cities|city|towns?|regions?|jobs-in|in)\/([^/?#]+)/i;

/**
 * The level of the site's breadcrumb trail that links to its jobs filtered by place, its text that place ("Home ›
 * Jobs › Bulawayo › title", the level linking to "/jobs/?location=bulawayo"): the section the posting is filed
 * under is where it is, as a person reads the trail (decision 144).
 */
function breadcrumbPlace(doc: DomDocument): string {
  for (const trail of all(doc, BREADCRUMB).slice(0, 5)) {
    for (const link of all(trail, 'a[href]')) {
      const filter = (link.getAttribute('href') ?? '').match(PLACE_FILTER);
      const value = filter?.[1] ?? filter?.[2] ?? '';
      const text = inlineText(link);
      let decoded = value;
      try {
        decoded = decodeURIComponent(value.replace(/\+/g, ' '));
      } catch {
        // a malformed escape: compared as written
      }
      if (
        text.length >= 2 &&
        text.length <= 60 &&
        (compact(decoded) === compact(text) || romanizes(decoded, text))
      )
        return text;
    }
  }
  return '';
}

/** Cyrillic letters in Latin ones, as a site writes a Russian, Ukrainian or Bulgarian name in its addresses. */
const CYRILLIC_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ґ: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  є: 'ye',
  ж: 'zh',
  з: 'z',
  и: 'i',
  і: 'i',
  ї: 'yi',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/**
 * Whether a filter's value in Latin letters ("novosibirsk", "yekaterinburg") writes a name in Cyrillic ("Новосибирск",
 * "Екатеринбург"): the two alike once romanized, their consonants alike whatever the spelling of the vowels (decision
 * 163).
 */
function romanizes(latin: string, name: string): boolean {
  if (!/^[a-z\s_-]+$/i.test(latin) || !/^[\p{Script=Cyrillic}\s-]+$/u.test(name)) return false;
  const romanized = [...name.toLowerCase()].map((c) => CYRILLIC_LATIN[c] ?? c).join('');
  const consonants = (text: string) => compact(text).replace(/[aeiouyjh'-]/g, '');
  return compact(romanized) === compact(latin) || consonants(romanized) === consonants(latin);
}

/** The value of the first sentence, inside a line of prose, that starts with a place label and a colon. */
function labelledSentence(doc: DomDocument): string {
  for (const line of blockText(doc.body).split('\n').slice(0, 400)) {
    if (!line.includes(':')) continue;
    for (const sentence of line.split(/(?<=[.!?])\s+(?=\p{Lu})/u).slice(1)) {
      const value = sentence.match(LABELLED_LOCATION)?.[1]?.replace(/\.$/, '') ?? '';
      if (value && placeLike(value) && !WORKPLACE_ONLY.test(value)) return value;
    }
  }
  return '';
}

/**
 * The town of the postal address in the page's footer ("1420 Millport Road, Lancaster, PA 17602", "Lasarettsvägen 7,
 * 761 45 Norrtälje"): where a small employer that names no place in its posting is. The reader's last resort.
 */
export function footerTown(doc: DomDocument): string {
  for (const el of all(doc, 'footer, [class*="footer"], [id*="footer"], address').reverse()) {
    const text = norm(blockText(el));
    const us = text.match(/(?:^|[,·|]\s*)(\p{Lu}[\p{L}.'’ -]{1,30}),\s*([A-Z]{2})\s+\d{5}(?:-\d{4})?\b/u);
    if (us?.[1]) return `${norm(us[1])}, ${us[2]}`;
    const europe = text.match(
      /\d+[a-z]?,\s*(?:[A-Z]{1,2}-)?(?:\d{3}\s?\d{2}|\d{4,5})\s+(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?)/u,
    );
    if (europe?.[1]) return europe[1];
  }
  return '';
}

const ARABIC_TITLE_LABEL = arabic('المسمى الوظيفي|اسم الوظيفة|المسمى');
/**
 * A field's label that names the job's title, in the languages of the sets; a public portal's table row ("Cheo",
 * "Jabatan", "职位名称", "المسمى الوظيفي") labels it as a form does (decision 151).
 */
const TITLE_LABEL = new RegExp(
  `^((job|position|working|vacancy|posting|official|civil service) )?title\\s*:?$|^(titel|stellenbezeichnung|intitul[ée] du poste|puesto|t[íi]tulo del puesto|functie(titel)?|functienaam|titolo|stillingstittel|stillingsbetegnelse|stillingstitel|jobtitel|jobbtittel|tjänstetitel|befattning|t[íi]tulo da vaga|cargo|stanowisko|(募集|求人)?職種(名)?|cheo|jina la (nafasi|kazi)|nafasi ya kazi|posisi|jabatan|nama jabatan|pozisyon(?: ad[ıi])?|meslek(?: ad[ıi])?|(职位|岗位|職位|崗位)(名称|名稱)?|पद(?: का नाम)?|${ARABIC_TITLE_LABEL})\\s*[:：]?$`,
  'i',
);

/**
 * The words around a job named in bold in the sentence that announces it: Hungarian public bodies' "… pályázatot
 * hirdet <b>Pénzügyi ügyintéző</b> munkakör betöltésére" (announces a call to fill the post of …), English "…
 * invites applications for the post of <b>X</b>".
 */
const ANNOUNCED_BEFORE =
  /(p[áa]ly[áa]zatot hirdet|invites applications for the (post|position|role) of)\s*$/i;
const ANNOUNCED_AFTER = /^\s*(munkak[öo]r(ök)? bet[öo]lt[ée]s[ée]re|munkak[öo]rbe|\.|,)(?=$|[\s.,])/i;

/** The bold job title inside the sentence that announces the post, if the page is written so (decision 112). */
function announcedTitle(doc: DomDocument): DomElement | null {
  return all(doc, 'b, strong').slice(0, 400).find(isAnnounced) ?? null;
}

/** Whether a bold element is the job named inside the sentence that announces the post. */
function isAnnounced(el: DomElement): boolean {
  const text = inlineText(el);
  if (!/^(B|STRONG)$/i.test(el.tagName) || text.length < 3 || text.length > 120 || inFrame(el)) return false;
  let block = el.parentElement;
  while (block && /^(SPAN|B|STRONG|EM|I|A|FONT)$/i.test(block.tagName)) block = block.parentElement;
  const sentence = block ? norm(blockText(block)) : '';
  const at = sentence.indexOf(text);
  return (
    at >= 0 &&
    ANNOUNCED_BEFORE.test(sentence.slice(0, at)) &&
    ANNOUNCED_AFTER.test(sentence.slice(at + text.length))
  );
}

/**
 * The box of an ad written as one document around the sentence that announces the post (a table whose first row
 * names the employer, the sentence, then the fields): the ad is read whole from its first line, which names the
 * announcing employer (decision 112).
 */
function announcementBox(title: DomElement | null): DomElement | null {
  if (!title || !isAnnounced(title)) return null;
  for (let box = title.parentElement, depth = 0; box && depth < 8; box = box.parentElement, depth++) {
    if (/^(TABLE|ARTICLE|MAIN|FORM|BODY)$/i.test(box.tagName) || (box.textContent ?? '').length >= 1500)
      return box;
  }
  return null;
}

/** The employer that announces the post: the first line of the ad's box, before the announcing sentence. */
function announcer(title: DomElement | null): string {
  const box = announcementBox(title);
  const [line = ''] = box ? blockText(box).split('\n').map(norm).filter(Boolean) : [];
  return line.length <= 80 && isProperName(line) ? line : '';
}

/** The value of a field labelled as the job's title, if the page has one. */
function labelledTitle(doc: DomDocument): DomElement | null {
  for (const el of all(doc, 'dt, th, td, div, span, label, strong, b').slice(0, 4000)) {
    // (A label is short: its raw text is checked natively before the costlier walk.)
    if (el.childNodes.length > 3 || (el.textContent ?? '').length > 60) continue;
    if (!TITLE_LABEL.test(inlineText(el)) || inFrame(el)) continue;
    const value = nextElement(el);
    const text = value ? inlineText(value) : '';
    if (value && text.length >= 3 && text.length <= 120 && !FORM_FIELD.has(value.tagName.toUpperCase()))
      return value;
  }
  return null;
}

/** A line that offers to share the page: "Share:", "Share this job", "Teilen", "Partager", "Compartir", "Dela". */
const SHARE_LINE =
  /^(share( this( job| position| posting)?)?|teilen|partager|compartir|condividi|compartilhar|delen|udostępnij)\b\s*:?/i;

/**
 * The short lines of a box of key facts under the title, each a bare paragraph of its own (a public-service poster's
 * reference number, department, branch, place, classification, pay…; decision 110), or none for any other box.
 */
function factLines(box: DomElement): DomElement[] {
  // A list's items are lines of the box as its paragraphs are ("<div>pay</div><ul><li>⌖Warszawa, …</li>…</ul>";
  // decision 124), when every line is short: a description's lists come under its paragraphs.
  const own = elementChildren(box);
  const children = own.flatMap((c) => (/^(UL|OL)$/i.test(c.tagName) ? elementChildren(c) : [c]));
  if (children.length < 4 || !children.every((c) => /^(P|DIV|LI)$/i.test(c.tagName))) return [];
  const short = children.filter((c) => inlineText(c).length <= 80);
  if (children.length > own.length) return short.length === children.length ? short : [];
  return short.length >= children.length * 0.6 ? short : [];
}

/** The short lines right under the title (its next siblings, or its parent's). */
/** The parts of the up to three short lines right above the title, nearest first. */
function letterheadParts(title: DomElement): string[] {
  const siblings = title.parentElement ? elementChildren(title.parentElement) : [];
  const above = siblings
    .slice(0, Math.max(0, siblings.indexOf(title)))
    .reverse()
    .slice(0, 3);
  const lines: DomElement[] = [];
  for (const el of above) {
    if (inlineText(el).length > 80 || inFrame(el)) break;
    lines.push(el);
  }
  // Only a part written as a place ("Bangor, Maine", "Ottawa (Ontario)"): a lone name there is a byline's or a
  // letterhead's.
  return lines.flatMap(metaParts).filter((part) => PLACE.test(part) || TOWN_REGION.test(part));
}

function metaLineParts(title: DomElement): string[] {
  const lines: DomElement[] = [];
  // A section's heading ends the meta line: the lines under "<h2>Ihre Aufgaben</h2>" are the posting's, not facts of
  // the title's (decision 129).
  const isSection = (el: DomElement) => /^H[2-6]$/i.test(el.tagName) && SECTION_HEADING.test(inlineText(el));
  let ended = false;
  for (let el = nextElement(title), i = 0; el && i < 3 && !ended; el = nextElement(el), i++) {
    ended = isSection(el);
    if (!ended) lines.push(el);
  }
  // A title alone in its box (a cell, a wrapper): the lines after the nearest box that has any ("<tr><td><div
  // class=title>…</div></td></tr><tr><td>Employer · Place · Full-time</td></tr>").
  // So is a title with only the employer's line beside it in its box ("<div><h1>…</h1><a>Employer</a></div><div
  // class=chips>Cebu City, Cebu · Full-time</div>"; decision 107).
  const alone =
    !ended && (lines.length === 0 || (lines.length === 1 && (lines[0]?.textContent ?? '').length <= 80));
  for (
    let box = title.parentElement, depth = 0;
    alone && lines.length <= 1 && box && depth < 3;
    box = box.parentElement, depth++
  ) {
    // A box of other openings after the posting ("<h2>Related Jobs</h2>", each card "Title · Town, ST · pay") is
    // no line of the title's: its places are other jobs' (decision 143).
    // Nor is the page's frame after it: its footer, a sidebar ("Политика конфиденциальности · Карта сайта";
    // decision 163).
    for (let el = nextElement(box), i = 0; el && i < 2; el = nextElement(el), i++)
      if (
        !AFTER_POSTING.test(inlineText(first(el, 'h2, h3, h4'))) &&
        !/^(FOOTER|NAV|ASIDE|DIALOG|HEADER)$/i.test(el.tagName)
      )
        lines.push(el);
  }
  return (
    lines
      .flatMap((el) => (inlineText(el).length > 160 ? factLines(el) : [el]))
      // A line of share links ("Share: LinkedIn Facebook") names networks, not places or employers.
      .filter((el) => inlineText(el).length <= 160 && !SHARE_LINE.test(inlineText(el)))
      .flatMap((el) =>
        elementChildren(el).length > 1 && el.tagName.toUpperCase() === 'UL' ? elementChildren(el) : [el],
      )
      .flatMap(metaParts)
  );
}

const EMPLOYER_WORD = `(?:company|employer|hiring (?:company|organi[sz]ation)|organi[sz]ation|institut(?:e|ion)|arbeitgeber|unternehmen|firma|entreprise|employeur|soci[ée]t[ée]|empresa|empleador|compa[ñn][íi]a|angajator|companie|institu[țţt]ie|zadavatel|spole[čc]nost|zam[ěe]stnavatel|ty[öo]nantaja|munk[áa]ltat[óo]|c[ée]g|hirdet[őo]|advertiser|inserzionista|annonceur|anunciante|inserent|회사(?:명)?|기업(?:명)?|公司(?:名[稱称])?|企[業业](?:名[稱称])?|雇主|招聘(?:單位|单位|企[業业])|用人(?:單位|单位)|${arabic('الشركة|اسم الشركة|صاحب العمل|جهة العمل|الجهة|الجهة الحكومية|الجهة المعلنة|الجهة الموظفة')}|(?:שם )?ה?חברה|ה?מעסיק|t[öo][öo]andja|ettev[õo]te|[òo]rgan(?:o)? (?:convocant|convocante|contractant)|entitat|organisme|syarikat|nama syarikat|majikan|kumpanya|kompanya|послодавац|предузеће|компанија|poslodavac|preduze[ćc]e|poduze[ćc]e|tvrtka|kompanija|работодател|компания|कंपनी|कंपनी का नाम|नियोक्ता|شرکت|نام شرکت|کارفرما|[įi]mon[ėe]|[įi]mon[ėe]s pavadinimas|darbdavys|บริษัท|ชื่อบริษัท|นายจ้าง|会社名|企業名|社名|事業所名?|(?:研究)?機関名|法人名|${turkish('firma adı|firma unvanı|şirket|şirket adı|şirket unvanı|işveren|işveren adı|işveren unvanı|işyeri adı|işyeri unvanı')}|công ty|tên công ty|nhà tuyển dụng|компанія|роботодавець|компания|работодатель|kampuni|mwajiri|প্রতিষ্ঠান|প্রতিষ্ঠানের নাম|কোম্পানি|kiír[óo] (?:szerv|int[ée]zm[ée]ny)|munk[áa]ltat[óo] neve|fyrirt[æa]ki|vinnuveitandi|stofnun|enpresa(?:ren izena)?|enplegatzailea|კომპანია|დამსაქმებელი|ორგანიზაცია|ընկերություն|գործատու|${turkish('şirkət|şirkətin adı|işəgötürən|müəssisə')}|ក្រុមហ៊ុន|ឈ្មោះក្រុមហ៊ុន|និយោជក|cyflogwr|enw['’]r cyflogwr|sefydliad|cwmni|ድርጅት|የድርጅቱ ስም|ኩባንያ|አሰሪ|ቀጣሪ|ente|(?:hiring |government |public )?entity|organismo|instituci[oó]n|entidad(?: (?:contratante|empleadora|convocante|p[úu]blica))?|entidade(?: empregadora)?|employment (?:business|agency)|perusahaan|nama perusahaan|azienda|uz[ņn][ēe]mums|darba dev[ēe]js|pracodawca|urz[ąa]d|instytucja|සේවා යෝජකයා|ආයතනය|नियोक्ता(?: का नाम)?|कंपनी(?: का नाम)?|संस्था(?:न)?(?: का नाम)?)`;
/**
 * An employer's label, alone or two of them joined ("Organisation/Company", "Company / Institute"). An employer word
 * paired with a public body's ("Institution/Agency", "Organisation/Department") labels the employer too: the body
 * that hires is the one or the other (decision 134). A label that asks for the employer's name says the same ("Nom
 * de l'employeur", "Employer name", "Name of the organisation", "Nombre de la empresa"; decision 151).
 */
const EMPLOYER_NAMED = `(?:${EMPLOYER_WORD}(?:\\s*/\\s*(?:${EMPLOYER_WORD}|agency|department|office|ministry))?)`;
const EMPLOYER_LABEL = `(?:(?:name of (?:the )?|nom de (?:l['’]\\s?|la |le )|nombre de(?:l| la) |nome d(?:o|a|ell['’]) ?)?${EMPLOYER_NAMED}(?:['’]s)?(?: name)?)`;

/**
 * A name the page labels as the employer's: a proper name, which a public body's may run past six words with its
 * small joining words and its initials in brackets ("Servicio Local de Educación Pública Río Maullín", "Office of
 * the Registrar of the High Court (ORHC)"); without them it is still a short proper name (decision 151).
 */
function isLabelledName(value: string): boolean {
  if (isProperName(value)) return true;
  const joined = value.replace(/\s*\(\p{Lu}[\p{Lu}\d&.-]{1,9}\)$/u, '').replace(/\s\p{Ll}{1,3}(?=\s)/gu, '');
  return value.split(/\s+/).length <= 10 && joined !== value && isProperName(joined);
}

/** The employer a page labels ("Company: Acme", "<dt>Arbeitgeber</dt><dd>Acme GmbH</dd>", "Entreprise : Acme"). */
function labelledEmployer(
  doc: DomDocument,
  lines: readonly string[],
  label = EMPLOYER_LABEL,
  accept: (value: string) => boolean = isLabelledName,
): string {
  const inline = new RegExp(`^${label}\\s*:\\s*(.{2,60})$`, 'i');
  // A caption under a name that says since when it is the site's advertiser or employer ("Hotel X" over "Anunciante
  // en Acme desde 2019 · Empresa verificada", "Advertiser since 2021"): the caption labels the line above it, as a
  // label before it would (decision 163).
  const caption = new RegExp(
    `^${label}\\s+(?:(?:en|on|at|auf|bei|sur|chez|su|na|op)\\s+\\S+(?:\\s\\S+)?\\s+)?(?:desde|since|seit|depuis|dal|sinds|od)\\s+(?:\\p{L}+\\s+)?\\d{4}\\b`,
    'iu',
  );
  for (const [i, line] of lines.entries()) {
    const value = line.replace(/^•\s*/, '').match(inline)?.[1] ?? '';
    if (value && accept(value)) return value;
    const above = norm(lines[i - 1] ?? '');
    if (caption.test(line) && above.length >= 2 && above.length <= 60 && accept(above)) return above;
  }
  return valueAfterLabel(doc, new RegExp(`^${label}\\s*:?$`, 'i'), accept);
}

/** The labels a public body's posting gives the body that hires ("Department:", "Agency:", "Hiring agency"). */
const PUBLIC_BODY_LABEL =
  '(?:(?:hiring )?(?:department|dept\\.?|agency)|ministry|d[ée]partement|minist[èe]re|beh[öo]rde)';
/**
 * A public body's name ("Department of Agricultural Water Stewardship", "Office of the State Auditor", "Water
 * Resources Agency", "Coastal Resilience Office"; decision 120), not a team's ("Public Works", "Engineering").
 */
const PUBLIC_BODY =
  /^(the )?((department|dept\.?|office|ministry|bureau|agency|administration|commission|board) (of|for)|minist[èe]re (de|du|des)|minist[ée]rio (de|da|do)|ministerio de|bundesministerium|landesamt|bundesamt)\b|\b(department|agency|authority|commission|ministry|administration|council|office)$/i;

/** An element near the top that names the employer ("company", "employer" in its class or test id). */
/**
 * The employer's name marked by a test or tracking attribute in any of its spellings (`data-at="metadata-company-
 * name"`, `data-qa="employer_name"`; decision 096).
 */
const MARKED_EMPLOYER = ['data-at', 'data-test', 'data-qa', 'data-test-id', 'data-automation-id', 'id']
  .flatMap((name) =>
    ['company-name', 'companyname', 'company_name', 'employer-name', 'employername', 'employer_name'].map(
      (value) => `[${name}*="${value}" i]`,
    ),
  )
  .join(', ');

/** An image marked as the employer's logo, not the site's ("company_logo", "employer-logo"). */
const EMPLOYER_LOGO = ['company', 'employer']
  .flatMap((who) => ['-', '_'].map((joint) => `img[class*="${who}${joint}logo" i]`))
  .join(', ');

function employerElement(doc: DomDocument, position: string): string {
  const marked = all(
    doc,
    `[data-cy*="company"], [data-testid*="company"], [data-testid*="employer"], [class*="company-name"], [class*="companyName"], [class*="company_name"], [class*="hiring_company"], [class*="employer-name"], [class*="employerName"], [class*="__employer"], [class*="__company"], [class*="-by-company"], [data-automation*="advertiser"], ${MARKED_EMPLOYER}, ${EMPLOYER_LOGO}`,
  ).slice(0, 20);
  for (const el of marked) {
    // A box marked for the employer that holds a name marked so too ("<div class=x__employer><img alt=…><div
    // class=x__employer-name>Acme Academy</div><div>Sherborne, Dorset</div></div>"): the inner name, not the box's
    // logo, name and place run together (decision 133).
    const inner = marked.find((other) => other !== el && isInside(el, other));
    if (inner && norm(inlineText(inner)).length >= 2) continue;
    // "<a>Nordkyst Fødevarer A/S</a>, Kolding": the linked name, without the place written after it. Korean and
    // Japanese sites part them with "∙" or "・".
    const links = all(el, 'a');
    // An image marked as the employer's logo ("<img class=company_logo alt="Acme ehf.">") names it by its alt text.
    const whole =
      el.tagName.toUpperCase() === 'IMG'
        ? norm((el.getAttribute('alt') ?? '').replace(/\b(company\s+)?logo\b/gi, ''))
        : inlineText(el);
    const linked = links.length === 1 ? inlineText(links[0] ?? null) : '';
    const text =
      linked && /^\s*[,·|•∙・–—-]\s*\S/.test(whole.slice(linked.length)) && whole.startsWith(linked)
        ? linked
        : whole;
    if (text.length < 2 || text.length > 80 || text === position || BOARD_NAMES.test(text)) continue;
    // Another opening's employer on a "Similar jobs" card is not this posting's. A sidebar's is, on the card there
    // that holds the posting's apply button (decision 143).
    if ((!inFrame(el) || onSidebarApplyCard(el)) && !inRecommendations(el)) return text;
  }
  return '';
}

/**
 * Whether an element in the page's sidebar (an `aside`, not a menu, header or footer) lies on the card there that
 * holds the posting's one apply control ("<aside><div class=card><img alt=""><div class=company-name>Acme</div><a>
 * Postuler</a></div></aside>"): the posting's own card, as a person reads the box with the employer's logo, name and
 * the apply button beside the ad (decision 143).
 */
function onSidebarApplyCard(element: DomElement): boolean {
  let aside: DomElement | null = element.parentElement;
  while (aside && !/^ASIDE$/i.test(aside.tagName)) aside = aside.parentElement;
  if (!aside || inFrame(aside)) return false;
  // One apply control in the whole sidebar: a rail of other openings has one on each card.
  const controls = all(
    aside,
    'a, button, input[type="submit"], input[type="button"], [role="button"]',
  ).filter((control) => APPLY.test(norm(inlineText(control) || control.getAttribute('value'))));
  const [apply] = controls;
  if (controls.length !== 1 || !apply) return false;
  for (let box = element.parentElement, depth = 0; box && depth < 4; box = box.parentElement, depth++) {
    if (isInside(box, apply)) return true;
    if (box === aside) break;
  }
  return false;
}

/**
 * The address of a board's page about one employer ("/company/1584320/", "/employers/acme-ltd", "/empresa/x"). A
 * board for care and health work files its employers as facilities ("/facility/448190/"; decision 163).
 */
const EMPLOYER_PAGE =
  /^(?:https?:\/\/[^/]+)?\/(?:[^?#]*\/)?(?:compan(?:y|ies)|employers?|empresas?|entreprises?|unternehmen|firmen|facilit(?:y|ies))\/[^/?#]+/i;

/**
 * The one link a line leads with ("<p><a>Acme</a> <span>Follow</span></p>"), or the line itself when it is a link:
 * what comes after the link in the line (a follow button's words, a "Verified" badge) is no part of its text.
 */
function leadingLink(line: DomElement): DomElement | null {
  if (line.tagName.toUpperCase() === 'A') return line;
  const links = all(line, 'a');
  const text = inlineText(line);
  return links.length === 1 && links[0] && text.length <= 80 && text.startsWith(inlineText(links[0]))
    ? links[0]
    : null;
}

/**
 * The employer named on the line right under the title: a link ("Hidráulicas Serrano S.L.") or an element
 * named for it (`job-company`, `…__agency`), not a place, a job type or a button.
 */
function employerNearTitle(title: DomElement | null): { name: string; named: boolean; boardPage?: boolean } {
  // The line right above the title, past a control ("관심기업" (follow the company) beside it), when it is a link
  // named for the employer ("<a class=company>…</a>"): boards that write the employer first (decision 116).
  const siblings = title?.parentElement ? elementChildren(title.parentElement) : [];
  const above = title
    ? siblings
        .slice(0, Math.max(0, siblings.indexOf(title)))
        .reverse()
        .find((el) => !isControl(el))
    : undefined;
  // The line may be a block that leads with its one link, a follow button's words after it ("<p><a>Acme</a>
  // <span>Follow</span></p>"); the link is named for the employer by its attributes, or by its address: the board's
  // page of the employer ("/company/1584320/", "/employers/acme"; decision 136).
  const lead = above ? leadingLink(above) : null;
  if (above && lead) {
    const text = inlineText(lead);
    const boardPage = EMPLOYER_PAGE.test(lead.getAttribute('href') ?? '');
    const named =
      /company|employer|advertiser|organi[sz]ation/i.test(
        ['class', 'id', 'data-testid', 'itemprop'].map((name) => above.getAttribute(name) ?? '').join(' '),
      ) || boardPage;
    if (named && text.length >= 2 && text.length <= 60 && !APPLY.test(text) && !PLACE.test(text))
      return { name: text, named: true, boardPage };
  }
  for (let el = title && nextElement(title), i = 0; el && i < 3; el = nextElement(el), i++) {
    const whole = inlineText(el);
    const anchor = leadingLink(el);
    const linked = inlineText(anchor);
    // A print or save button drawn as a link is a control, not the employer's name.
    const link = !!anchor && linked === whole && !isControl(anchor);
    const attributes = ['class', 'id', 'data-automation', 'data-testid', 'data-at', 'data-test', 'itemprop']
      .map((name) => el.getAttribute(name) ?? '')
      .join(' ');
    const named = /company|employer|advertiser|agency|organi[sz]ation|hiring/i.test(attributes);
    // A line named for the employer that leads with its one link: the name is the link's, and the words after it
    // are a badge or a button beside the name ("<div class=company><a>Acme</a><span>✔ Verified</span></div>";
    // decision 140).
    const led = named && !!anchor && linked.length >= 2 && !isControl(anchor);
    if (!link && !led && !named) continue;
    const text = link || led ? linked : whole;
    if (text.length < 2 || text.length > 60 || /\d/.test(text) || APPLY.test(text) || PLACE.test(text))
      continue;
    if (LOCATION_WORDS.test(text) || EMPLOYMENT.test(text) || DEPARTMENT.test(text) || /^[←<]/.test(text))
      continue;
    return { name: text, named };
  }
  return { name: '', named: false };
}

/** A line that sends the reader to the employer's own site: "For further information on the organization, please visit". */
const ABOUT_EMPLOYER =
  /\b(further|more) information (on|about) (the|this|our) (organi[sz]ation|department|agency|employer|company)\b/i;

/**
 * The name a line about the employer links to ("For further information on the organization, please visit <a>Inland
 * Charting Service Canada</a>", as a public-service poster writes it; decision 110).
 */
function linkedEmployer(doc: DomDocument): string {
  for (const a of all(doc, 'p a[href], li a[href], div > a[href]').slice(0, 300)) {
    const line = inlineText(a.parentElement);
    if (line.length > 200 || !ABOUT_EMPLOYER.test(line) || inFrame(a)) continue;
    const name = inlineText(a);
    if (name.length <= 80 && isProperName(name)) return name;
  }
  return '';
}

const PRONOUN =
  /^(we|our (team|company)|us|i|they|nous|on|wir|ich|uns|nosotros|nuestro equipo|noi|ons|oss|n[óo]s)$/i;

/** The employer a page's summary names: "Acme is hiring a …", "Acme recrute …", "Nurse at Acme in Boise". */
export function companyFromSummary(summary: string, position: string): string {
  const text = norm(summary);
  const hiring = text.match(
    /^(.{2,60}?)\s+(?:is hiring|are hiring|recrute|sucht|busca|contrata|cerca|ricerca)\b/i,
  );
  // "We are hiring", "Nous recrutons": a pronoun names no one.
  if (hiring?.[1] && PRONOUN.test(hiring[1])) return '';
  // "Cuoco - Offerte di lavoro a Parma. Osteria del Ponte cerca cuoco…": a later sentence that opens with a
  // proper name that hires (decision 110).
  const later = text.match(
    /[.!?]\s+(\p{Lu}[^.!?]{1,59}?)\s+(?:is hiring|are hiring|recrute|sucht|busca|contrata|cerca|ricerca)\s/u,
  );
  if (!hiring && later?.[1] && !PRONOUN.test(later[1]) && isProperName(later[1])) return later[1];
  // "Marrow & Vine, a neighborhood restaurant in Temescal, is hiring": the name, not its apposition.
  if (hiring?.[1]) return hiring[1].replace(/,\s+(a|an|the|une?|ein(e|er)?|una?|el|la)\s.*$/i, '');
  if (!position) return '';
  const at = text.match(
    new RegExp(
      `${escapeRegExp(position)}\\s+(?:at|bei|chez|bij|presso)\\s+(.{2,60}?)(?:\\s+in\\s|\\s*[,|(]|\\s+[–—-]\\s|\\.?$)`,
      'i',
    ),
  );
  return at?.[1] ?? '';
}

/**
 * The name the description introduces its writer by in its first sentences: "Hi there! We are Harborlight Dental
 * Billing, a small US-based company …", "We're Acme – …", "Wir sind die X GmbH, …", "Nous sommes X, …" (decision 113).
 */
export function introducedName(description: string): string {
  const opening = norm(description).slice(0, 300);
  const match = opening.match(
    /(?:^|[.!?]\s+)(?:[Ww]e are|[Ww]e['’]re|[Ww]ir sind(?: die| der| das)?|[Nn]ous sommes|[Ss]omos|[Ss]iamo)\s+(\p{Lu}[^,.!?;:()]{1,60}?)(?=\s*(?:,|\s[–—-]\s|\.\s|\(|$))/u,
  );
  const name = match?.[1] ?? '';
  return name && isProperName(name) && !PRONOUN.test(name) ? name : '';
}

/**
 * The employer's box: a heading elsewhere on the page ("PAYSAGES DE L'ERDRE" over the company's details) with
 * which the description opens ("Paysages de l'Erdre, entreprise de 25 salariés, …"), or the advertiser's name on the
 * sidebar's apply card (`onCard`) that the description's first sentence names.
 */
function companyBoxName(
  doc: DomDocument,
  description: string,
  title: DomElement | null,
): { name: string; onCard: boolean } {
  const opening = norm(description).slice(0, 120);
  const lower = opening.toLowerCase();
  for (const heading of all(doc, 'h2, h3, h4, h5')) {
    // A sidebar's card may hold it (a classifieds site's seller card beside the ad; decision 128); a menu, header or
    // footer does not.
    if (heading === title || (inFrame(heading) && !inAside(heading))) continue;
    const text = inlineText(heading);
    // The description's own heading ("Descrizione", "Job description") opens it too, and names no one.
    if (text.length < 3 || text.length > 60 || SECTION_HEADING.test(text) || DESCRIPTION_HEADING.test(text))
      continue;
    const next = lower.charAt(text.length);
    if (lower.startsWith(text.toLowerCase()) && /^[\s,.:;(]?$/.test(next) && isProperName(text))
      return { name: text, onCard: false };
  }
  // The name the sidebar's apply card links to (a classifieds site's seller box: the advertiser's name, a badge, the
  // apply button) that the description's first sentence names, after a legal form or in quotes as it may be ("ООО
  // «Acme» — …", "Acme est …"): the advertiser writing about itself is the employer (decision 159).
  const sentence = ` ${lower.split(/[.!?]\s/)[0]} `;
  for (const link of all(doc, 'aside a[href]')) {
    const text = inlineText(link);
    if (text.length < 3 || text.length > 60 || APPLY.test(text) || !isProperName(text)) continue;
    const named = new RegExp(`[\\s«"“„'(]${escapeRegExp(text.toLowerCase())}[\\s»"”',.:;)]`, 'u');
    if (named.test(sentence) && onSidebarApplyCard(link)) return { name: text, onCard: true };
  }
  return { name: '', onCard: false };
}

/**
 * A picture the description names in its opening sentence ("<img alt="Seeland Energie AG">" over an ad that starts
 * "Die Seeland Energie AG versorgt …"): the employer's logo, though no class or alt text calls it one (decision 129).
 */
function logoNamedByOpening(doc: DomDocument, description: string): string {
  const opening = ` ${norm(description).slice(0, 150).toLowerCase()} `;
  for (const img of all(doc, 'img[alt]').slice(0, 50)) {
    const alt = norm(img.getAttribute('alt'));
    if (alt.length < 3 || alt.length > 80 || inFrame(img) || !isProperName(alt)) continue;
    if (new RegExp(`[\\s(]${escapeRegExp(alt.toLowerCase())}[\\s,.;:)]`, 'u').test(opening)) return alt;
  }
  return '';
}

function inAside(el: DomElement): boolean {
  for (let at: DomElement | null = el; at; at = at.parentElement)
    if (/^ASIDE$/i.test(at.tagName)) return true;
  return false;
}

/** A heading that introduces the employer: "About us", "About the company", "Who we are", "Über uns". */
const ABOUT_US =
  /^(about (us|the (company|employer|organi[sz]ation))|who we are|über uns|wer wir sind|qui sommes-nous|quiénes somos|chi siamo)\s*:?$/i;

/**
 * The name an "About us" section opens with: "Ridgeway Community Land Trust owns land…" under "About us" — its
 * run of capitalised words before the first word in lower case (decision 112).
 */
function aboutUsName(doc: DomDocument): string {
  for (const heading of all(doc, 'h2, h3, h4, strong, b')) {
    if (inFrame(heading) || !ABOUT_US.test(inlineText(heading))) continue;
    const box = /^(STRONG|B)$/i.test(heading.tagName) ? heading.parentElement : heading;
    const next = box && nextElement(box);
    const opening = norm(blockText(next)).match(
      /^((?:\p{Lu}[\p{L}&'’.-]*\s){1,5}\p{Lu}[\p{L}&'’.-]*)\s\p{Ll}/u,
    );
    if (opening?.[1] && isProperName(opening[1])) return opening[1];
  }
  return '';
}

/** The site's name as its header writes it (`<div class="siteTitle">City of Harlan Ridge</div>`, WordPress's `.site-title`). */
function siteTitle(doc: DomDocument): string {
  const el = first(
    doc,
    '[class*="site-title" i], [class*="sitetitle" i], [class*="site-name" i], [class*="sitename" i], [id*="site-title" i], [id*="site-name" i]',
  );
  const text = el && !inFrame(el) ? inlineText(el) : '';
  return text.length >= 2 && text.length <= 60 && isProperName(text) ? text : '';
}

/**
 * The employer a posting's equal-opportunity statement names: "The City of Harlan Ridge is an Equal Opportunity
 * Employer.", "Acme Corp. is proud to be an equal opportunity employer".
 */
export function equalOpportunityEmployer(description: string): string {
  const m = norm(description).match(
    /(?:^|[.!?]\s+)(?:[Tt]he\s+)?(\p{Lu}[\p{L}\d&'’.-]*(?:\s+(?:(?:of|and|de|du|la|&)\s+)?\p{Lu}[\p{L}\d&'’.-]*){0,6}),?\s+(?:is|are)\s+(?:(?:a|an|proud(?:ly)?(?:\s+to\s+be)?\s+an?|committed\s+to\s+being\s+an?)\s+)?[Ee]qual\s+(?:[Oo]pportunit(?:y|ies)|[Ee]mployment)/u,
  );
  const name = (m?.[1] ?? '').replace(/[.,]+$/, '');
  return name && !PRONOUN.test(name) && isProperName(name) ? name : '';
}

/** A proper name: a few words, each capitalised, no digits, not a job type, department, place or remote label. */
function isProperName(text: string): boolean {
  const words = text.split(/\s+/);
  // A name in a script without capitals (Chinese, Japanese, Korean, Arabic, Hebrew) cannot show them: a short one
  // counts as a name by its other marks (decision 106). Georgian's everyday letters (Mkhedruli) are lower case
  // in Unicode, but the script writes no capitals in names either (decision 113).
  // A legal form in brackets before it ("(주)한빛정밀", "(株)…") is no letter of the name (decision 157).
  const caseless =
    /^(?:[(（]\p{Lo}{1,3}[)）])?[\p{Lo}\p{Script=Georgian}]/u.test(text) &&
    !/\p{Ll}/u.test(text.replace(/\p{Script=Georgian}/gu, '')) &&
    text.length <= 40;
  return (
    // A name with its legal form or a public body's may run longer: "Instituto de Conservação Documental e
    // Arquivos, I.P." (a Portuguese public institute, decision 118).
    (words.length <= 6 || (words.length <= 10 && (LEGAL_FORM.test(text) || PUBLIC_BODY.test(text)))) &&
    !/[\d:：]/.test(text) &&
    (caseless ||
      (/^\p{Lu}/u.test(text) && words.filter((w) => /^\p{Lu}/u.test(w)).length / words.length >= 0.5)) &&
    !EMPLOYMENT.test(text) &&
    !DEPARTMENT.test(text) &&
    !LOCATION_WORDS.test(text) &&
    // A name with its legal form ("Ria Metalomecânica, Lda.") is no place, however its comma reads (decision 109).
    (!PLACE.test(text) || LEGAL_FORM.test(text)) &&
    !SALARY.test(text) &&
    !APPLY.test(text) &&
    !LOCATION_LABEL.test(text) &&
    !FIELD_LABEL.test(text) &&
    // A section's heading ("About us", "Job details") names a part of the page (decision 112).
    !GENERIC_HEADING.test(text)
  );
}

/** The labels of a posting's fields ("Job type", "Arbeitgeber", "Type de contrat"): never a name themselves. */
const FIELD_LABEL = new RegExp(
  `^(${EMPLOYER_LABEL}|(job|employment|contract|work) type|salary|pay|department|category|categories|posted|reference|job (id|no)|besch[äa]ftigungsart|vertragsart|anstellungsart|gehalt|abteilung|bereich|type de contrat|contrat|salaire|r[ée]mun[ée]ration|d[ée]partement|cat[ée]gorie|tipo de contrato|salario|departamento|categor[íi]a|jornada)\\s*:?$`,
  'i',
);

/** The site's name as the text of its link home ("<a href="/">Lumasonic</a>"), not "Home" or "All jobs". */
function homeLinkText(doc: DomDocument, hostname: string): string {
  for (const a of all(doc, 'a[href]').slice(0, 60)) {
    const href = a.getAttribute('href') ?? '';
    const home = href.match(/^(?:\/|\.\/|https?:\/\/([^/]+)\/?)$/);
    if (!home || (home[1] && home[1].toLowerCase() !== hostname.toLowerCase())) continue;
    const text = inlineText(a);
    if (text.length < 2 || text.length > 40 || isControl(a)) continue;
    if (/^(home|start|startseite|accueil|inicio|back|zurück|retour|volver|all jobs|[←<«])/i.test(text))
      continue;
    if (isProperName(text) && !CAREERS_WORDS.test(text)) return text;
  }
  return '';
}

/**
 * The place a page's summary says the employer is located in ("山嵐咖啡位於台北市大安區，是一間…", "Acme is located in
 * Galway, Ireland."), when the posting itself names none (decision 146).
 */
export function summaryPlace(doc: DomDocument): string {
  const summary = norm(meta(doc, 'description') || meta(doc, 'og:description'));
  const chinese = summary.match(
    /(?:位[於于]|坐落[於于])\s*([^\s，。、,.；;！!（(]{2,12}?)(?:[，。、,.；;！!（(]|的|是|$)/u,
  );
  if (chinese?.[1]) return chinese[1];
  const english = summary.match(
    /\b(?:is|are) (?:located|based) in ((?:the )?\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*){0,3}(?:, \p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*){0,3})?)/u,
  );
  return english?.[1] ?? '';
}

/** The holder a page's copyright line names ("© 2026 Acme Outdoor Ltd. All rights reserved."). */
export function copyrightHolder(doc: DomDocument): string {
  for (const el of all(doc, 'footer, [class*="footer"], [id*="footer"]').reverse()) {
    // The footer read line by line: its links after the copyright line are no part of the holder's name
    // ("© 2026 State of California" then "Conditions of Use").
    const text =
      blockText(el)
        .split('\n')
        .find((l) => /©|\([cC]\)|[cC]opyright/.test(l)) ?? '';
    const line = norm(text).match(
      /(?:©|\([cC]\)|[cC]opyright)\s*(?:\d{4}(?:\s*[-–]\s*\d{4})?)?\s*(\p{Lu}[\p{L}\d&'’.,-]*(?:\s+(?:(?:de|del|la|las|los|du|des|von|und|of|and|et|y)\s+)?[\p{Lu}&][\p{L}\d&'’.,-]*){0,5})/u,
    );
    // The name ends at its legal form ("Harrowgate Ltd. Registered in England") or at "All rights reserved".
    const name = (line?.[1] ?? '').replace(/\s+All$/, '');
    const legal = name.match(
      /^.*?[\s,]+(inc|llc|ltd|gmbh|ag|s\.?l|s\.?a|sas|sarl|b\.?v|plc|limited|corp)\b\.?/i,
    );
    const holder = norm((legal?.[0] ?? name).replace(/[.,]+$/, ''));
    if (holder) return holder;
  }
  return '';
}

const countriesByLocale = new Map<string, ReadonlySet<string>>();

/** Every country's name, in the page's language and in English, lower-cased (built once per language). */
export function anyCountry(lang: string): ReadonlySet<string> {
  const cached = countriesByLocale.get(lang);
  if (cached) return cached;
  const names = new Set<string>();
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const a of letters)
    for (const b of letters) for (const name of countryNames(a + b, lang)) names.add(name);
  countriesByLocale.set(lang, names);
  return names;
}

/** A bare country code's names, in the page's language and in English ("AE" → "ae", "united arab emirates"). */
export function countryNames(code: string, lang: string): string[] {
  if (!/^[A-Z]{2}$/.test(code.trim())) return [];
  const names = [code.trim().toLowerCase()];
  for (const locale of [lang, 'en'].filter(Boolean)) {
    try {
      const name = new Intl.DisplayNames([locale], { type: 'region' }).of(code.trim());
      if (name) names.push(name.toLowerCase());
    } catch {
      // An unknown locale or code names nothing.
    }
  }
  return names;
}

/** The brand a page's host carries: "www.usajobs.gov" → "usajobs", "acme.softgarden.io" → "softgarden". */
export function hostBrand(hostname: string): string {
  const labels = hostname.toLowerCase().split('.').filter(Boolean);
  labels.pop();
  if (labels.length >= 2 && /^(co|com|org|net|gov|gob|gouv|ac|edu)$/.test(labels.at(-1) ?? '')) labels.pop();
  return labels.at(-1) ?? '';
}

const compact = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
/** A name without its accents, as a host writes it ("Ísland" → "Island"). */
const unaccented = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '');

/** Whether `short` is `long` with a few letters dropped, first letter kept: "getonbrd" of "getonboard". */
function abbreviates(short: string, long: string): boolean {
  if (short.length < 5 || short.length >= long.length || short.length < 0.7 * long.length) return false;
  if (short[0] !== long[0]) return false;
  let i = 0;
  for (const ch of long) if (ch === short[i]) i++;
  return i === short.length;
}
/**
 * Whether a host's brand spells a name by the initials of its first words and the rest in full: "hmjoinery" of
 * "Hartigan & Moss Joinery Ltd", "dkstoneworks" of "Doyle and Kearney Stoneworks"; or by the initials of three words
 * or more ("abcw" of "Arden Bay Cold Water"). The name's legal form and its small words ("&", "and", "of") count no
 * letter; a brand that is the name written whole is `isHost`'s.
 */
function spelledByHost(name: string, brand: string): boolean {
  const words = name
    .replace(LEGAL_FORM_SUFFIX, '')
    .split(/\s+/)
    .map(compact)
    .filter((w) => w && !/^(and|of|the|und|et|y|e)$/.test(w));
  if (brand.length < 4 || words.length < 2 || /[^a-z0-9]/.test(brand)) return false;
  const initials = words.map((w) => w[0]).join('');
  if (words.length >= 3 && brand === initials) return true;
  for (let k = 1; k < words.length; k++)
    if (brand === initials.slice(0, k) + words.slice(k).join('')) return true;
  return false;
}

/** A part of a site's name or title that names its careers section, not the employer. */
const CAREERS_WORDS = new RegExp(
  [
    /\b(careers?|jobs?|blog|news|hiring|vacanc(y|ies)|openings)\b|karriere|stellen|\b(empleos?|emplois?|carri[eè]res?|recrutement|offres d['’]emploi|ofertas( de (empleo|trabajo))?|vacantes)\b/
      .source,
    // A jobs site's name in Chinese ("104人力銀行", "…人才网", "…工作網", "…招聘"), Arabic ("وظائف", jobs; "توظيف",
    // hiring) and Hebrew ("משרות", jobs; "דרושים", wanted): a board's, not an employer's (decision 106).
    '人力[銀银]行|人才[網网]|工作[網网]|求[職职][網网]|招聘|[徵征]才',
    arabic('وظائف|توظيف'),
    'משרות|דרושים',
    // Japanese: "採用" (hiring), "求人" (job openings): "株式会社ハコブネの採用情報" names the careers page (decision 109).
    '採用|求人',
    // Italian "Offerte di lavoro" (job offers), Turkish "İş İlanları" (job ads), "Kariyer", Vietnamese "Việc làm"
    // (jobs), "Tuyển dụng" (recruiting): a board's section, not the employer (decision 110).
    `\\b(offerte (di )?lavoro|lavora con noi|posizioni aperte)\\b|${turkish('iş ilanları|kariyer')}|việc làm|tuyển dụng`,
    // Welsh "Swyddi" (jobs), "Swyddi gwag" (vacancies), "Gyrfaoedd" (careers) (decision 115).
    '\\b(swyddi( gwag)?|gyrfaoedd)\\b',
    // Indonesian "Lowongan (Kerja)" (job vacancies), "Loker" (decision 116).
    '\\b(lowongan( kerja)?|loker)\\b',
    // Dutch "Vacature(s)" (vacancy, vacancies): "Vacature automecanicien" names the posting, not the employer
    // (decision 153).
    '\\bvacatures?\\b',
    // Korean "채용" (hiring): "온새미로 채용" names the employer's careers site (decision 129).
    '채용',
  ].join('|'),
  'i',
);
/**
 * Careers words around an employer's name: "Careers at Acme", "Acme Jobs", "Karriere bei Acme", "Acme Empleo".
 * Japanese writes them after the name with a space as well as with "の": "株式会社ミナトリンク 採用情報" (decision 146).
 */
const CAREERS_AFFIX =
  /^(careers?|jobs|working|work|karriere|jobs & karriere|carri[èe]res?|emplois?|empleos?|trabaja|werken|lavora|trabalhe|jobba)\s+(at|with|for|bei|chez|à|en|con|bij|na|no|hos|hos oss på)\s+|\s+(careers?|jobs|karriere|stellenangebote|carri[èe]res?|recrutement|emplois?|empleos?|채용|(?:採用|求人)(?:情報|ページ|サイト)?)$|の(?:[^の]{1,30}の)?(?:採用|求人)(?:情報|ページ|サイト)?$/i;
/**
 * A legal form at the end of a name ("Acme GmbH", "Jadran d.o.o."): the same employer as without it. Korean and
 * Japanese write theirs before the name as often as after it ("주식회사 바람숲", "株式会社ミナトリンク"; decision 146).
 */
const LEGAL_FORM_SUFFIX =
  /[\s,]+(inc|llc|ltd|gmbh|ag|s\.?l|s\.?a|sas|sarl|b\.?v|plc|d\.o\.o|limited|corp|cyf|cyfyngedig)\.?$|\s+בע["״']?מ$|^(주식회사|유한회사|\(주\)|㈜)\s*|\s*(주식회사|\(주\)|㈜)$|^(株式会社|有限会社|合同会社)|(株式会社|有限会社|合同会社)$/i;

/**
 * The employer in `og:site_name`: "Tannenhof Kliniken GmbH - Karriereportal" → "Tannenhof Kliniken GmbH" (a part
 * naming the careers section goes); "Quillforge on Notion", on a Notion host → "Quillforge".
 */
function siteName(doc: DomDocument, brand: string): string {
  const site = norm(meta(doc, 'og:site_name'));
  const on = site.match(/^(.+?)\s+on\s+(\S+)$/i);
  if (on?.[1] && on[2] && brand && compact(on[2]) === compact(brand)) return on[1];
  const parts = site.split(/\s+[|–—-]\s+/);
  const named = parts.filter((part) => !CAREERS_WORDS.test(part));
  if (named.length === 1) return named[0] ?? '';
  // One part with its careers words around the name: "Acme Careers", "Karriere bei Acme".
  const bare = parts.length === 1 ? norm(site.replace(CAREERS_AFFIX, '')) : '';
  return bare && bare !== site && !CAREERS_WORDS.test(bare) ? bare : '';
}

/**
 * The heading over a title read from a labelled field, when the page's title names it: a board's page heads the
 * field table with the institution ("<h2>Calloway State University</h2>" over "Position Title: …", the page's title
 * "Board: Calloway State University, Department of …"), as a letterhead names the employer (decision 151).
 */
function headingOverField(doc: DomDocument, title: DomElement | null): string {
  if (!title || /^H[1-6]$/i.test(title.tagName) || title.getAttribute('role') === 'heading') return '';
  const order = all(doc, `h1, h2, h3, ${title.tagName}`);
  const heading = order
    .slice(0, Math.max(0, order.indexOf(title)))
    .find((h) => /^H[1-3]$/i.test(h.tagName) && !inFrame(h) && titleNamesHeading(doc, inlineText(h)));
  const name = heading ? inlineText(heading) : '';
  return isProperName(name) ? name : '';
}

/**
 * The employer from the page's chrome. Each source votes (an employer element or the name under the title, the
 * title pattern, the page's summary, `og:site_name`, the logo, the other parts of the page title); the name most
 * sources agree on wins, the first source breaks ties. On a board's own host (usajobs.gov, taleez.com) the host's
 * name is the board's: it counts half as soon as another name has a real vote.
 */
export function pickCompany(
  doc: DomDocument,
  position: string,
  location: string,
  hostname = '',
  title: DomElement | null = null,
  description = '',
): string {
  const votes = new Map<string, { name: string; weight: number; order: number; best: number }>();
  // The platform a page says it is "Powered by" is not the employer ("Paylocity Recruiting").
  // So is the one it was "Published using" ("Published using Google Docs"; decision 112).
  const platforms = [
    ...norm(doc.body?.textContent).matchAll(/\b(?:powered by|published (?:using|with)) ([\p{L}\d]+)/giu),
  ].map((m) => (m[1] ?? '').toLowerCase());
  // A name that is the place (or one comma part of it) is not the employer; "County - Elko, NV" can hold one.
  // The comma may be Arabic's or Chinese's ("عمان، الأردن", "杭州，西湖区"; decision 120).
  // So is the place the page labels as the job's, its country included ("Country: Kenya" beside a title "WASH
  // Program Officer - Kenya"; decision 124).
  const labelledPlace = valueAfterLabel(doc, PLACE_OR_COUNTRY_LABEL);
  const places = [location, ...location.split(/[,،，、]/), labelledPlace]
    .flatMap((p) => [p, p.replace(/\([^)]*\)/g, '')])
    .map((p) => norm(p).toLowerCase())
    .filter(Boolean);
  const crumbs = breadcrumbTexts(doc);
  const brand = hostBrand(hostname);
  // The board's own name run into the employer's ("Interfolio Wrenfield College" on apply.interfolio.com, whose
  // logo says just "Interfolio"): the employer is the rest. Only where the site names itself by the host's brand
  // alone, so "Acme Health" on acme.com, whose logo says "Acme Health", keeps its name (decision 096).
  const brandAlone =
    brand.length >= 3 &&
    [meta(doc, 'og:site_name'), ...all(doc, 'img[alt]').map((img) => img.getAttribute('alt') ?? '')].some(
      (name) => compact(name) === brand.toLowerCase(),
    );
  const brandPrefix = new RegExp(`^${escapeRegExp(brand)}\\s+(?=\\p{Lu})`, 'iu');
  // The brand and a country ("Randstad Italia", "Adecco France") is the brand's company in that country, not a
  // board's name run into an employer's: it keeps its brand (decision 147).
  const withoutBrand = (name: string) => {
    const rest = name.replace(brandPrefix, '');
    const lang = doc.documentElement?.getAttribute('lang') ?? '';
    return rest !== name && anyCountry(lang).has(rest.toLowerCase()) ? name : rest;
  };
  // A title's part that writes the employer then the page's whole place ("Acme Pvt. Ltd., Hadapsar, Pune" beside
  // the place "Hadapsar, Pune") names the employer before the place (decision 136). The place must have two parts or
  // more, so "University of California, Berkeley" keeps its campus beside the place "Berkeley".
  const wholePlace = norm(location).toLowerCase();
  const placeAfter = wholePlace.split(/[,،，]/).length >= 2 ? `, ${wholePlace}` : '';
  const vote = (name: string, weight: number, marked = false) => {
    let clean = brandAlone ? withoutBrand(norm(name)) : norm(name);
    if (placeAfter && clean.toLowerCase().endsWith(placeAfter) && clean.length > placeAfter.length + 1)
      clean = clean.slice(0, clean.length - placeAfter.length);
    if (!clean || clean.length > 80 || BOARD_NAMES.test(clean.replace(LEGAL_FORM_SUFFIX, ''))) return;
    if (platforms.includes((clean.split(/\s+/)[0] ?? '').toLowerCase())) return;
    if (clean.toLowerCase() === position.toLowerCase()) return;
    // A pronoun names no one: "us" of "Work with us", "noi" of "Lavora con noi", once their careers words go
    // (decision 133).
    if (PRONOUN.test(clean)) return;
    // A name the page labels or marks as the employer is refused only as the whole place: the line under a board's
    // title may lead the place with the employer ("Acme Academy, Sherborne, Dorset"; decision 133).
    const wholePlaces = [location, labelledPlace].map((p) => norm(p).toLowerCase());
    if (places.includes(clean.toLowerCase()) && !(marked && !wholePlaces.includes(clean.toLowerCase())))
      return;
    // A level of the site's breadcrumb trail (the category "food/beverage/hospitality") is a section, unless the page
    // labels or marks it as the employer: a board files each posting under its employer ("Home / Councils / Acme
    // Council / Driver" beside "Employer: Acme Council"; decision 133).
    if (!marked && crumbs.has(clean.toLowerCase())) return;
    // So is a level with the place ("Ish Toshkent" from the trail "Ish" and the place "Toshkent": a classifieds
    // site's jobs section filed by town; decision 128).
    const words = clean.toLowerCase().split(/\s+/);
    if (
      words.length >= 2 &&
      words.some((w) => crumbs.has(w)) &&
      words.every((w) => crumbs.has(w) || places.includes(w))
    )
      return;
    // A part that names the careers section ("Stellenangebote", "Offres d'emploi") is no employer, unless the
    // page marks the element as the employer's. So is the careers site's name that leads with "work at" in any
    // language and no careers word, when a proper name follows ("Werken bij Acme B.V.", "Jobba hos Acme", not
    // "Work for the State"; decision 144).
    // "Acme Careers", "Careers at Acme", "Karriere bei Acme": the name without its careers words.
    const bare = marked ? clean : norm(clean.replace(CAREERS_AFFIX, ''));
    if (!marked && (CAREERS_WORDS.test(clean) || (bare !== clean && isProperName(bare)))) {
      if (bare && bare !== clean && !CAREERS_WORDS.test(bare)) vote(bare, weight);
      return;
    }
    // "Stadtwerke Ostalb" and "Stadtwerke Ostalb GmbH" are one employer: their votes add up, and the name
    // shown is the one the weightiest single source gave.
    // So are "The Hawkesbury Estuary Authority" and "Hawkesbury Estuary Authority" (decision 118).
    const key = compact(clean.replace(LEGAL_FORM_SUFFIX, '').replace(/^the\s+/i, '')) || clean.toLowerCase();
    const entry = votes.get(key) ?? { name: clean, weight: 0, order: votes.size, best: 0 };
    entry.weight += weight;
    if (weight > entry.best) Object.assign(entry, { name: clean, best: weight });
    votes.set(key, entry);
  };
  vote(employerElement(doc, position), 3, true);
  // The page's lines, read once for both kinds of label.
  const lines = blockText(doc.body).split('\n').slice(0, 400);
  const labelled = labelledEmployer(doc, lines);
  vote(labelled, 3, true);
  // A public body's posting names the body that hires under "Department:": one vote, as a title part gives; a
  // university's "Department of Biology" loses to the university its title and logo name.
  vote(
    labelledEmployer(doc, lines, PUBLIC_BODY_LABEL, (v) => isProperName(v) && PUBLIC_BODY.test(v)),
    2,
  );
  // Marked as the employer (`data-automation="advertiser-name"`) it weighs like an employer element.
  const underTitle = employerNearTitle(title);
  vote(underTitle.name, underTitle.named ? 3 : 2, underTitle.named);
  vote(headingOverField(doc, title), 2);
  vote(companyFromTitle(doc.title, position), 2);
  vote(companyFromTitle(meta(doc, 'og:title'), position), 2);
  vote(companyFromSummary(meta(doc, 'og:description') || meta(doc, 'description'), position), 2);
  vote(siteName(doc, brand), 2);
  vote(siteTitle(doc), 2);
  const logo = companyFromLogo(doc, true);
  vote(logo, 2);
  for (const part of titleParts(doc)) {
    const lower = part.toLowerCase();
    if (lower.includes(position.toLowerCase()) || position.toLowerCase().includes(lower)) continue;
    // A part that is wholly a careers heading ("Employment", "Open Positions") names the page, not the employer.
    if (CAREERS_WORDS.test(part) || CAREERS_SECTION.test(part) || /\b(job description|trabaja)\b/i.test(part))
      continue;
    vote(part, 1);
  }
  // Weak sources, after the others so that they break no tie: the site's name written as its home link
  // ("<a href="./">Lumasonic</a>"), a proper name in the meta line under the title that is no place, job type
  // or department ("Brookhollow Pharmacy · Dayton, OH · Full-Time"), the footer's copyright holder.
  vote(homeLinkText(doc, hostname), 1);
  const metaLine = title ? metaLineParts(title) : [];
  vote(metaLine.find(isProperName) ?? '', 1);
  // A public body named on the line right under the title ("Senior Data Analyst" over "Inland Waterways Standards
  // Agency") hires, as under a "Department:" label.
  const subtitle = title ? inlineText(nextElement(title)) : '';
  // So does a name with its legal form there ("נחשון מערכות מזון בע"מ", "Acme Ltd"; decision 112).
  if (isProperName(subtitle) && (PUBLIC_BODY.test(subtitle) || LEGAL_FORM.test(subtitle))) vote(subtitle, 2);
  // A name with its legal form on the line right above the title, where a site builder writes the employer over the
  // job ("주식회사 바람숲" over "프로덕트 디자이너"), is the posting's own full name for its employer: it weighs as an
  // element named for the employer, so the name is shown as written there (decision 146).
  const siblings = title?.parentElement ? elementChildren(title.parentElement) : [];
  const eyebrow = title ? inlineText(siblings[siblings.indexOf(title) - 1] ?? null) : '';
  if (eyebrow.length <= 60 && isProperName(eyebrow) && LEGAL_FORM.test(eyebrow)) vote(eyebrow, 3);
  vote(copyrightHolder(doc), 1);
  vote(linkedEmployer(doc), 2);
  const boxed = companyBoxName(doc, description, title);
  vote(boxed.name, 2);
  // A picture the opening names stands for the logo on a page that marks none.
  if (!logo) vote(logoNamedByOpening(doc, description), 2);
  vote(aboutUsName(doc), 2);
  vote(announcer(title), 3);
  vote(equalOpportunityEmployer(description), 2);
  vote(introducedName(description), 2);
  const entries = [...votes.values()];
  // The description's opening names the employer ("Kestrel Fulfilment picks, packs and ships…"): one more vote.
  const opening = norm(description).slice(0, 100).toLowerCase();
  for (const entry of entries) if (opening.includes(entry.name.toLowerCase())) entry.weight += 1;
  // The site's address spells a name by its first words' initials and the rest in full ("hmjoinery.ie" of "Hartigan
  // & Moss Joinery Ltd", the footer's copyright holder): the business's own site names it, one more vote (decision
  // 146).
  for (const entry of entries) if (spelledByHost(entry.name, brand)) entry.weight += 1;
  // "reed.co.uk" is the host's brand as much as "Reed" is.
  const isHost = (name: string) =>
    brand.length >= 3 &&
    [name, name.replace(LEGAL_FORM_SUFFIX, ''), name.replace(/(\.[a-z]{2,3}){1,2}$/i, '')].some(
      // "cv-library.co.uk" is "CV-Library": both compared without their punctuation; "getonbrd.com" is "Get on
      // Board" with letters dropped. A host is written without accents: "Ísland.is" is island.is (decision 122).
      (form) =>
        unaccented(compact(form)) === compact(brand) ||
        abbreviates(compact(brand), unaccented(compact(form))),
    );
  // A name the host's own name starts with ("Prairie Line", the `og:site_name` of prairielinelandscaping.com whose
  // logo and title say "Prairie Line Landscaping") is the same business's short name: the host is its own site, not
  // a board's, and its full name keeps its votes (decision 143).
  const hostNames = entries.filter((e) => isHost(e.name)).map((e) => e.name.toLowerCase());
  const shortOfHost = (name: string) => hostNames.some((host) => host.startsWith(`${name.toLowerCase()} `));
  if (entries.some((e) => !isHost(e.name) && !shortOfHost(e.name) && e.weight >= 2)) {
    for (const entry of entries) if (isHost(entry.name)) entry.weight /= 2;
  }
  // A page that labels another employer ("Organisation/Company: Moravian Institute …") is a board's: the name the
  // site gives itself (its `og:site_name`, its logo) is the board's, as the host's brand is. So is one whose apply
  // card names the advertiser the description opens with (decision 159), and one that links the name above the
  // title to the board's page about that employer ("<a href="/facility/448190/">…</a>" over the title; decision 163).
  const own = siteNames(doc);
  const other = labelled || (boxed.onCard ? boxed.name : '') || (underTitle.boardPage ? underTitle.name : '');
  if (other) {
    for (const entry of entries)
      if (own.includes(entry.name.toLowerCase()) && compact(entry.name) !== compact(other)) entry.weight /= 2;
  }
  // A tie with the host's brand goes to the other name: on its own host the brand is the board's first.
  const ranked = entries.sort(
    (a, b) => b.weight - a.weight || Number(isHost(a.name)) - Number(isHost(b.name)) || a.order - b.order,
  );
  return ranked[0]?.name ?? '';
}

/** The generic reader's fields for a page, whatever its score (the merge fills gaps from them). */
export function readPosting(
  doc: DomDocument,
  url?: PageUrl,
): JobFields & { title: DomElement | null; box: DomElement | null } {
  const title = findTitle(doc, url);
  const positionName = inlineText(title);
  const location = pickLocation(doc, title);
  const announced = announcementBox(title);
  const { text: description, element: box } = announced
    ? { text: trimToPosting(blockText(announced), () => false, false), element: announced }
    : pickDescription(doc, title);
  const companyName = positionName
    ? pickCompany(doc, positionName, location, url?.hostname, title, description)
    : '';
  return {
    title,
    box,
    positionName: titleWithoutEmployer(positionName, companyName),
    companyName,
    location,
    description,
  };
}

/**
 * A heading that writes the job, a dash and the employer ("Asistent social principal – Direcția de Asistență
 * Socială Râmnicu Vâlcea", as a board's post is titled) names the job before the dash, where the part after it is
 * the employer the page names (decision 147).
 */
function titleWithoutEmployer(position: string, employer: string): string {
  const dash = [...position.matchAll(/\s+[–—-]\s+/g)].at(-1);
  if (!dash || !employer) return position;
  const bare = (name: string) => compact(name.replace(LEGAL_FORM_SUFFIX, ''));
  const job = position.slice(0, dash.index);
  return job && bare(position.slice(dash.index + dash[0].length)) === bare(employer) ? job : position;
}

export type GenericResult = JobFields & { score: number; signals: string[] };

/**
 * Whether the page offers a way to apply: a control whose whole label is an apply label (a link, a button, an
 * `<input type="button">` as WordPress job plugins draw it), or an application form on the page itself (one
 * that takes a file: the CV), whatever its submit button says.
 */
export function hasApplyControl(doc: DomDocument): boolean {
  return (
    all(doc, 'a, button, input[type="submit"], input[type="button"], [role="button"]').some((el) =>
      APPLY.test(norm(inlineText(el) || el.getAttribute('value') || el.getAttribute('aria-label'))),
    ) ||
    first(doc, 'form input[type="file"]') !== null ||
    // An application form that asks for an e-mail address under a heading that is an apply label ("Start your
    // application", "Apply for this position"), whatever its button says ("Continue"; decision 096).
    all(doc, 'form').some((form) => first(form, 'input[type="email"]') !== null && formHeadedApply(form)) ||
    // Applying by e-mail: a mail link in a sentence, or under a heading, about applying ("How to apply").
    all(doc, 'a[href^="mailto:"]').some((a) => {
      const block = a.parentElement;
      if (!block || inFrame(a)) return false;
      const siblings = block.parentElement ? elementChildren(block.parentElement) : [];
      const before = siblings[siblings.indexOf(block) - 1] ?? null;
      return APPLY_BY_MAIL.test(inlineText(block)) || APPLY_BY_MAIL.test(inlineText(before));
    }) ||
    hasApplyInstructions(doc) ||
    controlNamedToApply(doc) ||
    // A button drawn as a plain element with a click handler (`<span data-apply>Postularme</span>`).
    all(doc, 'span, div')
      .filter((el) => (el.textContent ?? '').length <= 40 && !el.querySelector('div, p, li'))
      .some((el) => APPLY.test(inlineText(el)))
  );
}

/**
 * Whether the page tells in words how to apply (no control, no mail link): a line of its text outside the frame
 * that starts "To apply, …", or a "How to apply" heading line followed by a sentence.
 */
function hasApplyInstructions(doc: DomDocument): boolean {
  const lines = contentLines(doc);
  return lines.some(
    (line, i) =>
      (line.length >= 30 && APPLY_INSTRUCTION.test(line)) ||
      // A "How to apply" heading over a sentence, or over the address to write to ("Where to apply" then
      // "E-mail" and "jobs@example.org", as a field list shows it), or over a list of two items or more: the steps
      // or the documents to send ("応募書類" then "(1) 履歴書", "(2) 研究業績リスト"; decision 154).
      (APPLY_HEADING.test(line) &&
        ((lines[i + 1] ?? '').length >= 40 ||
          lines.slice(i + 1, i + 3).some((next) => EMAIL.test(next)) ||
          lines.slice(i + 1, i + 3).every((next) => NEXT_ITEM.test(next)))),
  );
}

/**
 * Whether the posting's text names one of the page's controls as the way to apply: a sentence of its text that
 * asks for the application ("Inviare il curriculum tramite il pulsante Contatta.", "To apply, use the Reply button
 * above.") and names a link or button by its label. A classified's or a board's "Contact" or "Reply" button is then
 * the apply control, though its label is no apply label (decision 151).
 */
function controlNamedToApply(doc: DomDocument): boolean {
  const sentences = contentLines(doc)
    .flatMap((line) => line.split(/(?<=[.!?])\s+/))
    .filter((sentence) => APPLY_INSTRUCTION.test(sentence));
  if (!sentences.length) return false;
  const labels = all(doc, 'a, button, [role="button"]')
    .map((el) => norm(inlineText(el)))
    .filter((label) => label.length >= 3 && label.length <= 30);
  return sentences.some((sentence) =>
    labels.some((label) =>
      new RegExp(`(^|[^\\p{L}])${escapeRegExp(label)}($|[^\\p{L}])`, 'iu').test(sentence),
    ),
  );
}

/** The page's lines outside its frame (menus, header, footer, sidebars, dialogs). */
function contentLines(doc: DomDocument): string[] {
  const frame = new Set(
    all(doc, 'nav, footer, aside, dialog, header').flatMap((el) => blockText(el).split('\n').map(norm)),
  );
  return blockText(doc.body)
    .split('\n')
    .map(norm)
    .filter((line) => line && !frame.has(line));
}

/**
 * A post filed under the site's careers section that takes applications itself: a level of its breadcrumb trail
 * is a careers heading ("Lavora con noi", "Careers", "Vacatures"), and its text says where to send the CV ("Per
 * candidarti invia il tuo curriculum a lavoro@…", "To apply, e-mail your CV to jobs@…"). A site whose pages are
 * all articles (Joomla, a plain blog) posts its openings so.
 */
function careersPostTakingApplications(doc: DomDocument): boolean {
  if (![...breadcrumbTexts(doc)].some((level) => CAREERS_SECTION.test(level))) return false;
  return contentLines(doc).some(
    (line) => EMAIL.test(line) && (APPLY_INSTRUCTION.test(line) || APPLY_BY_MAIL.test(line)),
  );
}

/**
 * A line that is a list's item: a bullet or dash ("- Laurea in …", "— готовить …", "・Goによる…"), or a number written
 * into the text ("1. 负责…", "2、…", "(3) …", "4）…"), as a description of plain paragraphs numbers its list
 * (decisions 115, 142).
 */
const NEXT_ITEM = /^([-–—*•] |・\S|\d{1,2}\s?[.、)）]\s?\S|[(（]\d{1,2}[)）]\s?\S)/;

/** Score a page without structured data or a known board on how much it looks like one job's posting. */
export function scoreJobPage(doc: DomDocument, url: PageUrl, types: ReadonlySet<string>): GenericResult {
  const signals: string[] = [];
  let score = 0;
  const add = (points: number, why: string) => {
    score += points;
    signals.push(`${why} ${points > 0 ? '+' : ''}${points}`);
  };

  // Without a way to apply it is an article or a template about a job, not a posting; skip the costly part.
  if (!hasApplyControl(doc)) {
    return { ...EMPTY_FIELDS, score: 0, signals: ['no apply control'] };
  }
  add(2, 'apply control');
  const read = readPosting(doc, url);
  const { title, description } = read;

  if (JOB_PATH.test(url.pathname + url.search) || JOB_QUERY.test(url.search)) add(2, 'job-like address');
  // The page's own title names the heading the reader took, and a place is shown: one posting's layout.
  if (title && read.location && titleNamesHeading(doc, read.positionName)) add(1, 'titled posting');
  const { box } = read;
  let sections = 0;
  if (box) {
    // The box's parent when it is little more than the box: the section headings may sit just outside the
    // description itself ("Requisitos" above InfoJobs' description box).
    const parent = box.parentElement;
    // A description that is the value cell of a table of labelled fields ("<th>仕事内容</th><td>…</td>", then
    // "雇用形態", "就業時間"…) has the table's label cells as its sections' headings, as a field list has its `dt`s
    // (decision 126).
    let table = box.tagName.toUpperCase() === 'TD' ? parent : null;
    while (table && !/^TABLE$/i.test(table.tagName)) table = table.parentElement;
    const scope =
      table && summaryRows(table).size >= 3
        ? table
        : parent && (parent.textContent ?? '').length <= (box.textContent ?? '').length * 1.5
          ? parent
          : box;
    // Bold drawn by an inline style counts as `<strong>` (a site builder's "<span style="font-weight:700">").
    // So does bold drawn by a class of the page's own stylesheet (a converted PDF's `.ff1{font-weight:bold}`).
    const boldClasses = boldClassSelector(doc);
    const headings = all(
      scope,
      `h2, h3, h4, h5, strong, b, dt, th, ${BOLD_STYLE}${boldClasses ? `, ${boldClasses}` : ''}`,
    )
      .filter((h) => !title || (h !== title && !isInside(h, title)))
      .map(inlineText)
      .filter((t) => t.length < 80 && SECTION_HEADING.test(t));
    // A description written as plain lines has its headings as lines: a short one over a list ("REQUISITI" then
    // "- Laurea in …", "岗位职责：" then "1. 负责…") heads a section as an element would.
    const lines = description.split('\n');
    const headingLines = lines.filter(
      (line, i) => line.length < 80 && SECTION_HEADING.test(line) && NEXT_ITEM.test(lines[i + 1] ?? ''),
    );
    const distinct = new Set([...headings, ...headingLines].map((h) => h.toLowerCase()));
    sections = distinct.size;
    if (distinct.size) add(Math.min(3, distinct.size), 'job section headings');
    // List items, or lines a plain-text description starts with a dash ("- Mantenimiento …<br>- …").
    // Japanese starts a list's lines with "・" and no space ("・Goによる…"; decision 109). Russian and Ukrainian
    // type a list's lines with an em dash ("— готовить эспрессо-напитки;"; decision 142).
    const dashed = description.split('\n').filter((line) => /^([-–—*]\s|・\S)/.test(line)).length;
    if (all(box, 'li').length >= 3 || dashed >= 3) add(1, 'bullet lists');
  }
  if (description.length >= 800) add(1, 'long description');
  // The page's text with its element boundaries kept: `textContent` runs tags together ("CDIContrat travail").
  const bodyText = norm(blockText(doc.body)).slice(0, 20_000);
  // The meta line under the title read part by part: textContent runs tags together ("indefinidoJornada").
  const metaLine = title ? metaLineParts(title).join(' · ') : '';
  if ([description, bodyText.slice(0, 3000), metaLine].some((t) => SALARY.test(t))) add(1, 'salary');
  if (EMPLOYMENT.test(bodyText) || EMPLOYMENT.test(metaLine)) add(1, 'employment type');
  if (LOCATION_WORDS.test(bodyText) || read.location) add(1, 'location');

  // A post that carries its own application form for the job it names ("Apply: Facilities Coordinator" over a
  // form that takes the CV) is the posting, however the blog dresses it: its article type, byline and comments
  // do not count against it.
  // So is a post filed under the site's careers section that says where to send the CV (decision 102).
  const isOwnForm =
    (first(doc, 'form input[type="file"]') !== null && applyNamesJob(doc, read.positionName)) ||
    careersPostTakingApplications(doc);
  if (isOwnForm) add(0, 'a post that takes its own applications');
  // schema.org says article; `og:type` alone is weak: WordPress marks every post type so, job listings too.
  else if (ARTICLE_TYPES.some((t) => types.has(t))) add(-5, 'article');
  else if (meta(doc, 'og:type') === 'article') add(-2, 'article (og:type)');
  if (OTHER_PAGE_TYPES.some((t) => types.has(t))) add(-5, 'another kind of page');
  if (
    !isOwnForm &&
    (first(doc, '[rel="author"], [class*="byline"], [itemprop="author"]') ||
      /\b\d+\s*min(ute)? read\b/i.test(bodyText))
  )
    add(-3, 'byline');
  if (LIST_TYPES.some((t) => types.has(t))) add(-4, 'list type');
  // The job a results page has open beside its list is a posting; the list is its frame.
  const isOpenInList = url !== undefined && title !== null && openJobHeading(doc, url) === title;
  if (isOpenInList) add(2, 'the job open beside its results list');
  else if (countJobLinks(doc, true, url) >= 4) add(-4, 'many job links');
  // Cards of other openings beside a full posting (a long description in sections) are its rail, whatever
  // their heading says ("Open roles"); with no such posting they are the page.
  else if (!(sections >= 2 && description.length >= 800) && jobCards(doc) >= 3)
    add(-4, 'a list of job cards');
  if ([inlineText(first(doc, 'h1')), read.positionName].some((t) => OPEN_APPLICATION.test(t)))
    add(-5, 'an open application');
  const alerts = all(doc, 'h1, h2, [role="alert"], [class*="expired"], [class*="closed"]').map(inlineText);
  if (alerts.some((t) => t.length <= 300 && CLOSED_POSTING.test(t))) add(-5, 'a closed posting');
  if (all(doc, 'h1').length > 2) add(-2, 'several h1');
  // A careers banner over the posting ("<h1>Join our team</h1>" in the site's hero) names the site's section, not
  // the page, when the heading the reader took is another one that the page's own title names.
  const h1 = first(doc, 'h1');
  const isBanner =
    !!h1 &&
    title !== h1 &&
    ((CAREERS_SECTION.test(inlineText(h1)) &&
      (titleNamesHeading(doc, read.positionName) ||
        applyNamesJob(doc, read.positionName) ||
        addressNamesHeading(url, read.positionName))) ||
      // A field labelled as the job's title under the careers site's banner (decision 124).
      (!!title && title === labelledTitle(doc) && CAREERS_BANNER.test(inlineText(h1))) ||
      // The one opening under it, headed over its own sections (decision 149).
      (!!title && title === openingUnderBanner(doc)));
  if (NOT_A_POSTING_HEADING.test((!isOpenInList && !isBanner && inlineText(h1)) || read.positionName))
    add(-5, 'a page about jobs');
  if (read.positionName && read.positionName.toLowerCase() === read.companyName.toLowerCase())
    add(-5, "the company's own page");
  // A school's program speaks of studying: two different words of it (tuition, cohort, curriculum…), or one under
  // a title that names a program. A teacher's or a youth worker's posting speaks of students, the people it
  // serves, however often.
  const studying = new Set(
    // One word in its forms ("enrol", "enrollment"; "student", "students") counts once. Tuition paid for an
    // employee or their family is a benefit, not studying ("tuition remission for dependents", decision 096).
    // A "curriculum vitae" is the applicant's CV, not a course's curriculum (decision 113).
    (
      description
        .replace(TUITION_BENEFIT, '')
        .replace(/\bcurriculum vitae\b/gi, 'CV')
        .match(EDUCATION) ?? []
    ).map((w) => w.toLowerCase().slice(0, 5)),
  );
  if (studying.size >= 2 || (studying.size === 1 && PROGRAM_TITLE.test(read.positionName)))
    add(-4, 'a school program');
  else if (PROGRAM_TITLE.test(read.positionName) && PLACEMENT_PROGRAM.test(read.positionName))
    add(-4, 'a program of placements');
  if (
    VOLUNTEER_TITLE.test(read.positionName) ||
    [doc.title, metaLine, bodyText.slice(0, 5000)].some((t) => UNPAID_ROLE.test(t))
  )
    add(-5, 'an unpaid volunteer role');
  if (first(doc, SEARCH_BOX)) add(-1, 'search box');
  if (!isOwnForm && all(doc, '[class*="comment"] p, #comments p').length >= 1) add(-2, 'comments');

  // The employer's address in the footer, when the posting names no place: after scoring, so that it counts for
  // nothing in whether the page is a posting.
  return { ...read, location: read.location || footerTown(doc), score, signals };
}
