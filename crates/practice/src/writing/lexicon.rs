//! The word lists the checks use, and the classes they are looked up by.

use super::*;

/// Words that may stand between the words of a target phrase.
pub(super) const SKIPPABLE: &[&str] = &[
    "a", "an", "the", "this", "that", "these", "those", "its", "their", "our", "my", "your", "his",
    "her", "it", "them", "each", "every", "any", "some", "all", "both", "several", "another",
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twelve",
];

/// Words a heading can do without when compared ("Where the savings come from").
pub(super) const HEAD_STOP: &[&str] = &[
    "the", "an", "and", "or", "of", "to", "for", "how", "what", "when", "where", "why", "who",
    "which", "we", "you", "i", "it", "this", "that", "these", "them", "they", "our", "your", "my",
    "their", "from", "in", "on", "at", "by", "with", "is", "are", "be", "do", "does", "if", "as",
    "about", "into",
];

pub(super) const SIGNOFFS: &[&str] = &[
    "kind regards",
    "best regards",
    "regards",
    "warm regards",
    "warmest regards",
    "with kind regards",
    "with best regards",
    "yours sincerely",
    "sincerely",
    "sincerely yours",
    "yours faithfully",
    "yours truly",
    "best wishes",
    "all best",
    "best",
    "many thanks",
    "thanks",
    "thank you",
    "thanks again",
    "respectfully",
    "cheers",
];

/// Forms of irregular verbs: base, past simple, past participle.
pub(super) const IRREGULAR: &[(&str, &str, &str)] = &[
    ("be", "was", "been"),
    ("have", "had", "had"),
    ("do", "did", "done"),
    ("arise", "arose", "arisen"),
    ("become", "became", "become"),
    ("begin", "began", "begun"),
    ("bend", "bent", "bent"),
    ("bind", "bound", "bound"),
    ("bleed", "bled", "bled"),
    ("blow", "blew", "blown"),
    ("break", "broke", "broken"),
    ("breed", "bred", "bred"),
    ("bring", "brought", "brought"),
    ("build", "built", "built"),
    ("burst", "burst", "burst"),
    ("buy", "bought", "bought"),
    ("catch", "caught", "caught"),
    ("choose", "chose", "chosen"),
    ("come", "came", "come"),
    ("cost", "cost", "cost"),
    ("cut", "cut", "cut"),
    ("deal", "dealt", "dealt"),
    ("dig", "dug", "dug"),
    ("draw", "drew", "drawn"),
    ("drink", "drank", "drunk"),
    ("drive", "drove", "driven"),
    ("eat", "ate", "eaten"),
    ("fall", "fell", "fallen"),
    ("feed", "fed", "fed"),
    ("feel", "felt", "felt"),
    ("fight", "fought", "fought"),
    ("find", "found", "found"),
    ("flee", "fled", "fled"),
    ("fly", "flew", "flown"),
    ("forbid", "forbade", "forbidden"),
    ("forget", "forgot", "forgotten"),
    ("forgive", "forgave", "forgiven"),
    ("freeze", "froze", "frozen"),
    ("get", "got", "got"),
    ("give", "gave", "given"),
    ("go", "went", "gone"),
    ("grow", "grew", "grown"),
    ("hang", "hung", "hung"),
    ("hear", "heard", "heard"),
    ("hide", "hid", "hidden"),
    ("hit", "hit", "hit"),
    ("hold", "held", "held"),
    ("hurt", "hurt", "hurt"),
    ("keep", "kept", "kept"),
    ("know", "knew", "known"),
    ("lay", "laid", "laid"),
    ("lead", "led", "led"),
    ("leave", "left", "left"),
    ("lend", "lent", "lent"),
    ("let", "let", "let"),
    ("light", "lit", "lit"),
    ("lose", "lost", "lost"),
    ("make", "made", "made"),
    ("mean", "meant", "meant"),
    ("meet", "met", "met"),
    ("mislead", "misled", "misled"),
    ("overcome", "overcame", "overcome"),
    ("overrun", "overran", "overrun"),
    ("overwrite", "overwrote", "overwritten"),
    ("pay", "paid", "paid"),
    ("put", "put", "put"),
    ("quit", "quit", "quit"),
    ("read", "read", "read"),
    ("rebuild", "rebuilt", "rebuilt"),
    ("redo", "redid", "redone"),
    ("rerun", "reran", "rerun"),
    ("reset", "reset", "reset"),
    ("rewrite", "rewrote", "rewritten"),
    ("ride", "rode", "ridden"),
    ("ring", "rang", "rung"),
    ("rise", "rose", "risen"),
    ("run", "ran", "run"),
    ("say", "said", "said"),
    ("see", "saw", "seen"),
    ("seek", "sought", "sought"),
    ("sell", "sold", "sold"),
    ("send", "sent", "sent"),
    ("set", "set", "set"),
    ("shake", "shook", "shaken"),
    ("shed", "shed", "shed"),
    ("shine", "shone", "shone"),
    ("shoot", "shot", "shot"),
    ("show", "showed", "shown"),
    ("shrink", "shrank", "shrunk"),
    ("shut", "shut", "shut"),
    ("sing", "sang", "sung"),
    ("sink", "sank", "sunk"),
    ("sit", "sat", "sat"),
    ("sleep", "slept", "slept"),
    ("slide", "slid", "slid"),
    ("speak", "spoke", "spoken"),
    ("speed", "sped", "sped"),
    ("spend", "spent", "spent"),
    ("spin", "spun", "spun"),
    ("split", "split", "split"),
    ("spread", "spread", "spread"),
    ("stand", "stood", "stood"),
    ("steal", "stole", "stolen"),
    ("stick", "stuck", "stuck"),
    ("strike", "struck", "struck"),
    ("swing", "swung", "swung"),
    ("take", "took", "taken"),
    ("teach", "taught", "taught"),
    ("tear", "tore", "torn"),
    ("tell", "told", "told"),
    ("think", "thought", "thought"),
    ("throw", "threw", "thrown"),
    ("understand", "understood", "understood"),
    ("undo", "undid", "undone"),
    ("upset", "upset", "upset"),
    ("wake", "woke", "woken"),
    ("wear", "wore", "worn"),
    ("win", "won", "won"),
    ("withdraw", "withdrew", "withdrawn"),
    ("write", "wrote", "written"),
];

/// Other forms whose base the suffix rules cannot find.
pub(super) const EXTRA_FORMS: &[(&str, &str)] = &[
    ("is", "be"),
    ("am", "be"),
    ("are", "be"),
    ("were", "be"),
    ("being", "be"),
    ("has", "have"),
    ("having", "have"),
    ("does", "do"),
    ("doing", "do"),
    ("goes", "go"),
    ("going", "go"),
    ("using", "use"),
    ("dying", "die"),
    ("lying", "lie"),
    ("tying", "tie"),
    ("gotten", "get"),
];

/// Verbs that tell events in an incident timeline, to spot "the job crashes" and
/// "gradients appear". `true` marks words that are often plural nouns too ("alerts", "checks"),
/// which need a clearer subject before they are flagged.
pub(super) const EVENT_VERBS: &[(&str, bool)] = &[
    ("affect", false),
    ("alert", true),
    ("appear", false),
    ("apply", false),
    ("arrive", false),
    ("become", false),
    ("begin", false),
    ("block", true),
    ("break", false),
    ("call", true),
    ("cause", true),
    ("change", true),
    ("check", true),
    ("climb", false),
    ("close", true),
    ("collapse", false),
    ("come", false),
    ("complete", false),
    ("confirm", false),
    ("contain", false),
    ("continue", false),
    ("crash", true),
    ("decide", false),
    ("decline", false),
    ("degrade", false),
    ("deploy", false),
    ("detect", false),
    ("die", false),
    ("disappear", false),
    ("discover", false),
    ("diverge", false),
    ("drain", false),
    ("drop", true),
    ("emit", false),
    ("escalate", false),
    ("evict", false),
    ("exceed", false),
    ("explode", false),
    ("fail", false),
    ("fall", true),
    ("find", false),
    ("finish", false),
    ("fire", true),
    ("fix", true),
    ("freeze", false),
    ("get", false),
    ("give", false),
    ("go", false),
    ("grow", false),
    ("hang", false),
    ("happen", false),
    ("hit", true),
    ("identify", false),
    ("include", false),
    ("increase", true),
    ("investigate", false),
    ("jump", true),
    ("keep", false),
    ("kill", false),
    ("leave", false),
    ("load", true),
    ("log", true),
    ("look", false),
    ("lose", false),
    ("make", false),
    ("mark", true),
    ("move", true),
    ("need", false),
    ("notice", false),
    ("notify", false),
    ("occur", false),
    ("open", false),
    ("overflow", false),
    ("page", true),
    ("pass", true),
    ("peak", true),
    ("preempt", false),
    ("push", true),
    ("reach", false),
    ("read", true),
    ("reboot", false),
    ("receive", false),
    ("recover", false),
    ("redeploy", false),
    ("reject", false),
    ("release", true),
    ("remain", false),
    ("remove", false),
    ("replace", false),
    ("report", true),
    ("rerun", false),
    ("resolve", false),
    ("respond", false),
    ("restart", true),
    ("restore", false),
    ("resubmit", false),
    ("resume", false),
    ("retry", true),
    ("return", true),
    ("revert", false),
    ("rise", true),
    ("roll", false),
    ("run", true),
    ("saturate", false),
    ("save", true),
    ("say", false),
    ("scale", false),
    ("see", false),
    ("seem", false),
    ("send", false),
    ("show", false),
    ("shrink", false),
    ("skip", false),
    ("slow", false),
    ("spike", true),
    ("stabilize", false),
    ("stall", false),
    ("start", true),
    ("stay", false),
    ("stop", true),
    ("succeed", false),
    ("surge", true),
    ("switch", true),
    ("take", false),
    ("throw", false),
    ("trigger", true),
    ("trip", true),
    ("turn", true),
    ("update", true),
    ("use", false),
    ("wait", false),
    ("wake", false),
    ("work", true),
    ("write", true),
];

/// Regular verbs that double their last consonant or are otherwise irregular in spelling.
pub(super) const DOUBLING: &[(&str, &str)] = &[
    ("occur", "occurred"),
    ("prefer", "preferred"),
    ("refer", "referred"),
    ("commit", "committed"),
    ("submit", "submitted"),
    ("resubmit", "resubmitted"),
    ("permit", "permitted"),
    ("omit", "omitted"),
    ("admit", "admitted"),
    ("control", "controlled"),
    ("regret", "regretted"),
    ("transfer", "transferred"),
    ("recur", "recurred"),
    ("emit", "emitted"),
    ("equip", "equipped"),
    ("patrol", "patrolled"),
];

/// Words ending in "-ed" that are not past forms.
pub(super) const ED_NOT_PAST: &[&str] = &[
    "need", "feed", "seed", "speed", "proceed", "succeed", "exceed", "embed", "shed", "bed", "red",
    "bleed", "breed", "heed", "indeed", "weed", "shred", "hundred", "sped",
];

pub(super) const MODALS: &[&str] = &[
    "will",
    "would",
    "shall",
    "should",
    "could",
    "might",
    "may",
    "must",
    "won't",
    "wouldn't",
    "shouldn't",
    "couldn't",
    "mustn't",
    "ought",
    "'d",
];

/// Adverbs that may stand between a subject pronoun and its verb.
pub(super) const ADVERBS: &[&str] = &[
    "then",
    "also",
    "now",
    "still",
    "first",
    "finally",
    "just",
    "again",
    "only",
    "already",
    "soon",
    "never",
    "always",
    "later",
    "together",
    "both",
    "all",
    "each",
    "immediately",
    "quickly",
    "eventually",
    "manually",
    "automatically",
    "initially",
    "not",
    "even",
    "next",
    "thus",
    "therefore",
    "meanwhile",
    "ourselves",
];

/// Words after which the next word is not a verb (the next word belongs to a noun phrase).
pub(super) const NOT_SUBJECT: &[&str] = &[
    "the",
    "a",
    "an",
    "these",
    "those",
    "its",
    "their",
    "our",
    "my",
    "your",
    "his",
    "her",
    "no",
    "some",
    "any",
    "many",
    "several",
    "few",
    "more",
    "most",
    "less",
    "all",
    "both",
    "each",
    "every",
    "other",
    "multiple",
    "numerous",
    "various",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "hundreds",
    "thousands",
    "of",
    "in",
    "on",
    "at",
    "for",
    "with",
    "by",
    "from",
    "to",
    "into",
    "about",
    "after",
    "before",
    "during",
    "between",
    "without",
    "per",
    "than",
    "via",
    "across",
    "under",
    "over",
    "through",
    "not",
    "new",
    "old",
    "same",
    "such",
    "what",
    "whose",
    "very",
    "too",
    "so",
    "as",
    "if",
];

pub(super) const DETERMINERS: &[&str] = &[
    "the", "a", "an", "this", "that", "its", "our", "their", "my", "your", "one", "each", "every",
    "his", "her",
];

/// Words that open a new clause inside a sentence.
pub(super) const CLAUSE_OPENERS: &[&str] = &[
    "but", "so", "because", "while", "when", "after", "before", "until", "once", "since",
    "although", "though", "whereas", "that", "which", "who", "where", "if", "unless", "as",
];

/// Verbs after which a bare verb is an infinitive ("let the pods restart").
pub(super) const CAUSATIVES: &[&str] = &[
    "let", "lets", "make", "makes", "made", "saw", "see", "sees", "watched", "watch", "help",
    "helped", "helps", "heard", "hear",
];

pub(super) const MONTHS: &[&str] = &[
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
    "jan",
    "feb",
    "mar",
    "apr",
    "jun",
    "jul",
    "aug",
    "sep",
    "sept",
    "oct",
    "nov",
    "dec",
    "monday",
    "tuesday",
    "wednesday",
    "thursday",
    "friday",
    "saturday",
    "sunday",
    "mon",
    "tue",
    "wed",
    "thu",
    "fri",
    "sat",
    "sun",
];

pub(super) const ZONES: &[&str] =
    &["utc", "gmt", "cet", "cest", "pst", "pdt", "est", "edt", "bst", "ist", "jst", "local"];

/// Stems before "'s" that make a contraction of "is" rather than a possessive.
pub(super) const PRONOUN_S: &[&str] = &[
    "it",
    "that",
    "there",
    "here",
    "what",
    "who",
    "where",
    "how",
    "he",
    "she",
    "let",
    "everything",
    "nothing",
];

pub(super) const CASUAL: &[&str] = &[
    "gonna",
    "wanna",
    "gotta",
    "kinda",
    "sorta",
    "dunno",
    "stuff",
    "guys",
    "folks",
    "awesome",
    "basically",
    "totally",
    "literally",
    "yeah",
    "yep",
    "yup",
    "nope",
    "nah",
    "okay",
    "hey",
    "btw",
    "lol",
    "omg",
    "tbh",
    "imo",
    "imho",
    "thx",
    "crazy",
    "insane",
    "anyways",
    "dude",
    "cos",
    "cuz",
    "coz",
    "gotcha",
    "freaking",
];

/// Nouns after "super" that make a compound, not an intensifier ("super-resolution").
pub(super) const SUPER_OK: &[&str] = &[
    "resolution",
    "computer",
    "computers",
    "computing",
    "node",
    "nodes",
    "pod",
    "pods",
    "cluster",
    "clusters",
    "set",
    "sets",
    "user",
    "users",
    "class",
    "script",
    "block",
    "blocks",
    "chip",
    "chips",
    "convergence",
    "linear",
    "scalar",
    "micro",
    "net",
    "network",
];

/// Phrases that soften a review comment, padded with spaces.
pub(super) const HEDGES: &[&str] = &[
    " have you considered ",
    " have you thought ",
    " could we ",
    " could you ",
    " would you ",
    " would it ",
    " can we ",
    " might ",
    " may ",
    " maybe ",
    " perhaps ",
    " i wonder ",
    " wondering ",
    " nit ",
    " consider ",
    " considering ",
    " what do you think ",
    " what about ",
    " how about ",
    " i think ",
    " i feel ",
    " suggest ",
    " suggestion ",
    " seems ",
    " it seems ",
    " looks like ",
    " not sure ",
    " possibly ",
    " optional ",
    " optionally ",
    " should we ",
    " do we need ",
    " worth ",
    " curious ",
    " missing something ",
    " feel free ",
    " minor ",
    " could ",
    " would ",
    " i'd ",
    " we'd ",
    " wdyt ",
];

/// Questions that accuse rather than ask.
pub(super) const ACCUSING: &[&str] =
    &[" why did you ", " why would you ", " why didn't you ", " why not just ", " why on earth "];

/// Verdicts and orders that make a review comment blunt, padded with spaces.
pub(super) const BLUNT: &[&str] = &[
    " wrong ",
    " bad ",
    " broken ",
    " terrible ",
    " horrible ",
    " awful ",
    " stupid ",
    " silly ",
    " ugly ",
    " useless ",
    " pointless ",
    " nonsense ",
    " ridiculous ",
    " lazy ",
    " sloppy ",
    " messy ",
    " incorrect ",
    " makes no sense ",
    " doesn't make sense ",
    " does not make sense ",
    " won't work ",
    " will not work ",
    " doesn't work ",
    " does not work ",
    " obviously ",
    " clearly ",
    " of course ",
    " everyone knows ",
    " you must ",
    " you need to ",
    " you have to ",
    " you should ",
    " you forgot ",
    " you didn't ",
    " you did not ",
    " you never ",
    " you always ",
    " never do ",
    " don't do ",
    " do not do ",
    " must ",
    " you just ",
];

/// Verbs that make an order when they open a review comment ("Rename this.").
pub(super) const ORDERS: &[&str] = &[
    "change", "remove", "delete", "rename", "use", "fix", "move", "add", "replace", "rewrite",
    "split", "revert", "refactor", "drop", "do", "make", "put", "stop", "avoid", "extract",
    "inline", "update", "get", "just", "simply",
];

/// Labels of conventional review comments; `true` when the label itself softens the comment.
pub(super) const COMMENT_LABELS: &[(&str, bool)] = &[
    ("nit", true),
    ("nitpick", true),
    ("suggestion", true),
    ("question", true),
    ("optional", true),
    ("thought", true),
    ("praise", true),
    ("minor", true),
    ("idea", true),
    ("issue", false),
    ("blocking", false),
    ("todo", false),
    ("chore", false),
    ("bug", false),
];

/// A fast hash for the word tables (FNV-1a); the default SipHash costs more than the look-up.
#[derive(Default, Clone, Copy)]
pub(super) struct Fnv(u64);

impl std::hash::Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        let mut h = if self.0 == 0 { 0xcbf2_9ce4_8422_2325 } else { self.0 };
        for &b in bytes {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
        self.0 = h;
    }
}

pub(super) type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<Fnv>>;
pub(super) type FastSet<K> = HashSet<K, BuildHasherDefault<Fnv>>;

// Word classes, one bit each, looked up together.
pub(super) const SKIP: u32 = 1;
pub(super) const HEAD_STOP_W: u32 = 1 << 1;
pub(super) const CASUAL_W: u32 = 1 << 2;
pub(super) const NOT_SUBJ: u32 = 1 << 3;
pub(super) const DET: u32 = 1 << 4;
pub(super) const ADV: u32 = 1 << 5;
pub(super) const MODAL: u32 = 1 << 6;
pub(super) const OPENER: u32 = 1 << 7;
pub(super) const MONTH: u32 = 1 << 8;
pub(super) const ZONE: u32 = 1 << 9;
pub(super) const CAUSATIVE: u32 = 1 << 10;

/// Whether `w` belongs to a word class.
pub(super) fn is(w: &str, class: u32) -> bool {
    lexicon().class.get(w).is_some_and(|c| c & class != 0)
}

pub(super) struct Lexicon {
    /// Irregular form → base ("went" → "go").
    pub(super) base_of: FastMap<&'static str, &'static str>,
    /// Past simple and participle forms of irregular verbs.
    pub(super) past: FastSet<&'static str>,
    /// Base → past simple, for irregular verbs.
    pub(super) past_of: FastMap<&'static str, &'static str>,
    /// Base → often a noun too.
    pub(super) verbs: FastMap<&'static str, bool>,
    pub(super) doubling: FastMap<&'static str, &'static str>,
    /// Word → its classes (bits).
    pub(super) class: FastMap<&'static str, u32>,
}

pub(super) fn lexicon() -> &'static Lexicon {
    static L: OnceLock<Lexicon> = OnceLock::new();
    L.get_or_init(|| {
        let mut base_of = FastMap::default();
        let mut past = FastSet::default();
        let mut past_of = FastMap::default();
        for &(b, p, pp) in IRREGULAR {
            past_of.entry(b).or_insert(p);
            past.insert(p);
            if p != b {
                base_of.entry(p).or_insert(b);
            }
            if pp != b {
                past.insert(pp);
                base_of.entry(pp).or_insert(b);
            }
        }
        for &(f, b) in EXTRA_FORMS {
            base_of.entry(f).or_insert(b);
        }
        past.insert("were");
        let mut class: FastMap<&'static str, u32> = FastMap::default();
        for (list, bit) in [
            (SKIPPABLE, SKIP),
            (HEAD_STOP, HEAD_STOP_W),
            (CASUAL, CASUAL_W),
            (NOT_SUBJECT, NOT_SUBJ),
            (DETERMINERS, DET),
            (ADVERBS, ADV),
            (MODALS, MODAL),
            (CLAUSE_OPENERS, OPENER),
            (MONTHS, MONTH),
            (ZONES, ZONE),
            (CAUSATIVES, CAUSATIVE),
        ] {
            for w in list {
                *class.entry(*w).or_insert(0) |= bit;
            }
        }
        Lexicon {
            base_of,
            past,
            past_of,
            verbs: EVENT_VERBS.iter().copied().collect(),
            doubling: DOUBLING.iter().copied().collect(),
            class,
        }
    })
}
