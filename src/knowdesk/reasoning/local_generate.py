"""The local (no-LLM) answer: one conclusion line that states what was asked, then a short cited basis.

    结论：享有婚假10天（含法定婚假3天及公司福利婚假7天）。
    依据：《员工请假管理制度V3.1》第七条：员工依法办理结婚登记的，享有婚假10天……

A tier or table look-up that answers the question comes first (`lookup.py`). Otherwise sentences of the
relevant fragments are scored by the question's words (whole or by bigrams), by how well the section names
the topic, by whether they state the kind of answer asked for (`asks.py`), and rules in numbered articles
over narratives; the best one gives the conclusion, cut to the clause that states it (`conclude.py`), and
at most two more sentences of the same or the next fragment support it. Evidence that never names the
question's topic, or states no value a value question asks for, answers nothing (the graph refuses).
Each basis line cites its document and its article (第N条), sheet row or section; no sentence appears twice.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from itertools import pairwise

from knowdesk.prompts import Lang
from knowdesk.reasoning.adjustments import adjusted
from knowdesk.reasoning.amendments import (
    Amendment,
    amendment_of,
    change_query,
    prose_amendment,
    prose_change_query,
    replace_value,
)
from knowdesk.reasoning.answerable import states_standing_rules, unmet_constraint
from knowdesk.reasoning.applied import (
    Applied,
    applied_value,
    capped,
    caps_about,
    case_share_of_table,
    coefficient_of_base,
    day_part_cap,
    listed_price,
    per_occasion_total,
    share_of_given_amount,
    share_of_standard,
    shares_of_base,
)
from knowdesk.reasoning.arithmetic import evaluate
from knowdesk.reasoning.asked_acts import ASKED_PROCESS, of_the_asked_process, of_the_other_clause, steps_act
from knowdesk.reasoning.asked_thing import asked_thing, names_asked_thing, names_in_its_words, the_asked
from knowdesk.reasoning.asks import TOTAL_STATED, Ask, ask_of, names_a_role
from knowdesk.reasoning.band_fit import band_fit
from knowdesk.reasoning.base import Citation, Generation, Passage
from knowdesk.reasoning.beside import frame_words, value_beside
from knowdesk.reasoning.bridge import unnamed_kind
from knowdesk.reasoning.bridge_en import carried_question, other_place, reverse_lexicon
from knowdesk.reasoning.clauses import named_clause
from knowdesk.reasoning.column_meaning import nearest_column
from knowdesk.reasoning.conclude import article_of, close_sentence, conclusion_of, strip_lead
from knowdesk.reasoning.conclusion_check import unstated_ask
from knowdesk.reasoning.conditions import unnamed_condition
from knowdesk.reasoning.contacts import CONTACT_WORDS, Contact, asks_contact, contact_for
from knowdesk.reasoning.corroborate import corroborating_rule, numeral_query, stated_values
from knowdesk.reasoning.counted_items import bill
from knowdesk.reasoning.crosslingual import CrossLingual, crosses
from knowdesk.reasoning.deadlines import deadline_line
from knowdesk.reasoning.deferred import deferred_case, excluded_case
from knowdesk.reasoning.defines import COVERED, asked_term, defines, members_asked, names_members, term_asked
from knowdesk.reasoning.enumerations import enumerates_the_asked, heads_the_asked
from knowdesk.reasoning.evidence import Unit, is_table_row, sentence_units, support
from knowdesk.reasoning.fact_ties import OTHER_NAME
from knowdesk.reasoning.formulas import formula_answer, normal
from knowdesk.reasoning.furniture import asks_about_changes, asks_about_issuance, is_issuance_line, is_revision_history
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.homophones import respelled
from knowdesk.reasoning.issue_dates import counts_from_issuance, dated_from_issuance
from knowdesk.reasoning.listed_formulas import listed_formula_answer
from knowdesk.reasoning.local_answer import CITATION, LABELS, coverage, current_passages, fuzzy_coverage, key_words
from knowdesk.reasoning.lookup import look_up
from knowdesk.reasoning.named_kinds import another_kind, asked_kinds, kind_not_in_evidence, names_asked_kind
from knowdesk.reasoning.nearer_reading import nearer_reading
from knowdesk.reasoning.per_step import step_total
from knowdesk.reasoning.quantities import Quantity, family_of, format_number, parse_quantity, parse_rate
from knowdesk.reasoning.repeals import repeal_of
from knowdesk.reasoning.repeat_offences import asked_by_fine_column, repeat_rule, which_time
from knowdesk.reasoning.row_multiples import RowMultiple, bare_label, multiple_of_row
from knowdesk.reasoning.rule_sums import rule_sum
from knowdesk.reasoning.sentence_weights import RERANK_CHARS, by_meaning, weighed
from knowdesk.reasoning.subjects import other_person_en
from knowdesk.reasoning.table_misses import deciding_rule, missed_row
from knowdesk.reasoning.tables import (
    Calculation,
    Siblings,
    SourceTable,
    TableAnswer,
    answer_from_tables,
    gather_tables,
    over_cap,
    row_cap,
)
from knowdesk.reasoning.threshold_gaps import threshold_gap
from knowdesk.reasoning.tiers import TierAnswer, progressive_of_rate, tier_answers
from knowdesk.reasoning.unnamed import Asked, main_topic, topical, unnamed_qualifier, unnamed_topic
from knowdesk.reasoning.value_clause import value_said_of_another
from knowdesk.reasoning.verdict_exceptions import with_exception
from knowdesk.reasoning.verdicts import bounds_the_asked_number, gives_verdict, ruling_segment
from knowdesk.reasoning.who_acts import does_the_asked_act
from knowdesk.text.language import english_marks, language_of, written_in_both
from knowdesk.text.metadata import is_document_metadata
from knowdesk.text.numbers import arabic_numerals
from knowdesk.text.pipe_tables import parse_pipe_tables
from knowdesk.text.tokenize import content_words, stem, tagged

# a looked-up rate per day ("550元/人·天", "550元/人/天", "100元/天"), for tiers that pay the days past a bound at a share
_DAY_RATES = ("元/天", "元/人·天")
STEP_TOPIC_SHARE = 0.5  # of the question's words a rule stated per step holds to be applied to its number
MAX_QUOTED_ROWS = 3  # of one sheet, in a look-up's basis


class NoValueStated(str):
    """Why a value question found no sentence stating its value: the one refusal the column read by meaning may
    still answer (`LocalGenerator._look_up_by_meaning`)."""


LIST_ITEMS = 3  # "、"-separated items that make a sentence a list of things (each with its own value)
MAX_ITEMS = 10  # of a list in a conclusion (a table's after its lead-in, a list's items): a rule's "十个严禁" whole
_SERIAL = re.compile(r"^\s*(?:序号|编号|No\.?|#)\s*$", re.I)  # a column that numbers rows, not names them
# characters of quoted evidence after the conclusion, and how many sentences (strict regeneration: the best only):
# the sentence the conclusion was cut from and one more read well; a third filled the budget with neighbouring
# clauses of a long article (law's median answer 216 characters with 170 and three, 185 with these)
BASIS_BUDGET = 150  # in any language: an English basis given 2.5 times as much made replies of 320 characters
BASIS_SENTENCES = 2
ACROSS_MARGIN = 0.02  # of cosine below the best sentence's, for a sentence to support it (English on Chinese)
CROSS_LANGUAGE_MARGIN = 0.02  # of dense similarity by which the other language's source must beat the own language's
# score units below the best sentence within which one giving the asked kind (`_gives_the_kind`) is preferred: about
# one of the question's words, so a verdict on a side topic never displaces the sentence on the topic
KIND_MARGIN = 0.3
# of the question's words a section title names to be the question's topic itself: it counts for each sentence under it
SECTION_TOPIC = 0.75
# a sentence that tells what happened to someone rather than what the rule is (case reports, guides)
_NARRATIVE = re.compile(r"我们?|[李王张刘陈赵孙周吴郑]某|某某|当天|后来|于是|那天|结果[，,]")
_YEAR = re.compile(r"(?<!\d)((?:19|20)\d{2})(?=\s*年)")
# a sentence that goes on from the one before ("其中，…", "该片…"): its year or edition is named there
_CONTINUES = re.compile(r"^\s*(?:其中|其|该|此|这|同时|此外|另外)")
PREVIOUS_CHARS = 80
OPENING_CHARS = 80  # of a passage, where it names whom or what it is about
_ENUMERATED = re.compile(
    r"^\s*(?:\d+[.、．)](?!\d)|[（(][一二三四五六七八九十\d]+[）)]|第[一二三四五六七八九十]步|[①-⑳])"
)
# "X是…" / "X（Trinity Church）是…" / "X，是…" / "X位于…": an encyclopedic opening that names its subject
_INTRODUCES = re.compile(r"^[^，。；,;]{2,24}?(?:[（(][^）)]{0,80}[）)])?[，,]?\s*(?:是|为|位于|又称|简称|亦称)")
# "X（…），哈尔滨人…" / "X，俗称大庙，…" / "X，字石生": a name glossed in brackets or by another name of it opens the
# passage as plainly; a clause of a rule ("为规范…（以下简称…），", "第一步：登录OA系统（…），") does not name one
_GLOSSED = re.compile(
    r"^(?!为|根据|按照|依据|依照|对于?|凡|如|若|在|自|从|经|本|第)[^，。；,;：:（(的\d]{2,24}"
    rf"(?:[（(][^）)]{{0,80}}[）)]\s*[，,]|[，,]\s*(?:{OTHER_NAME}|字|号|又译|或译))"
)
_ARTICLE = re.compile(r"第[一二三四五六七八九十百零〇\d]+条")  # a locator naming a numbered article
# a sentence asking, not answering: "…吗？", or a heading written as a question without its mark ("电脑丢失怎么办");
# a statement closed by 。 ("由安全员决定如何处理。") asks nothing
_QUESTION_END = re.compile(r"(?:[？?]|(?:怎么办|咋办|怎么处理|如何处理))\s*$")
_TIME_LEAD = re.compile(r"^\d{1,2}[:：]\d{2}\s*")
_BULLET = re.compile(r"\s*[-•·*+]\s+")
_ADDRESS = re.compile(r"\s*[（(]\s*(?:https?://|www\.)[^）)]*[）)]")  # "登录OA系统（https://oa.…）"
# `search(text, evidence)`: passages for `text` from the knowledge bases the evidence came from
EvidenceSearch = Callable[[str, list[Passage]], list[Passage]]
LEFT_TO_ANOTHER_RULE = "the evidence leaves"  # why a case the documents rule elsewhere is refused (`deferred.py`)

MAX_ITEM = 40  # characters of one step or list item in a conclusion


@dataclass(frozen=True)
class Candidate:
    rank: int  # the passage's place among the usable ones
    pos: int  # the sentence's place in that passage
    unit: Unit
    score: float
    items: str = ""  # the items of the list the sentence leads into, read with it for a steps or list question
    # what its score is the weighed sum of (`sentence_weights.py`); empty for a candidate not scored by words
    features: dict[str, float] = field(default_factory=dict, compare=False, hash=False)

    @property
    def read(self) -> str:
        """What the dense model reads of the candidate: the sentence, and the items it leads into."""
        return f"{self.unit.joined} {self.items}" if self.items else self.unit.joined


_LOWER_CODE = re.compile(r"(?<![A-Za-z0-9])[a-z]\d{1,2}(?![A-Za-z0-9])")  # a job level typed lower-case ("p5", "m1")


def _named_by_sheet(words: list[str], column: str, tables: list[SourceTable]) -> bool:
    """Every Chinese word of the question is named by the workbook holding `column` (its sections, cells and
    headers), a character of it at least by the column's header ("换" of 更换周期): the column read by meaning answers
    the question, not another one on the same rows ("P7的电脑丢了要赔多少" beside 采购价)."""
    holding = {t.document for t in tables if any(c.name.strip() == column for c in t.columns)}
    text = " ".join(
        " ".join([t.section, *(cell for row in t.table.rows for cell in row), *(c.header for c in t.columns)])
        for t in tables
        if t.document in holding
    ).lower()
    for w in words:
        if w.isascii() or not re.fullmatch(r"[\u4e00-\u9fff]+", w) or w in text or any(ch in column for ch in w):
            continue  # a level code (the row), a word of the sheet, or one sharing a character with the header (能换)
        if len(w) == 1 and all(tag == "q" for _, tag in tagged(w)):
            continue  # a measure word ("一次")
        return False
    return True


class LocalGenerator:
    """Extractive answers built for reading: the fact asked for first, then its cited source sentences."""

    def __init__(self, glossary: Glossary, max_sentences: int, budget: int = BASIS_BUDGET,
                 cross: CrossLingual | None = None, siblings: Siblings | None = None,
                 search: EvidenceSearch | None = None) -> None:  # fmt: skip
        self.glossary = glossary
        self.max_sentences = max_sentences
        self.budget = budget
        self.cross = cross  # reads passages in the other language than the question's (the multilingual dense model)
        self.siblings = siblings  # the other fragments of a document (a workbook's other sheets, for joins)
        # a second look: the numbered article behind a guide's value (`corroborate.py`), the contact list for 找谁
        self.search = search

    def generate(self, question: str, passages: list[Passage], strict: bool = False) -> Generation:
        read = self._read(question, passages, strict)
        return _in_english_marks(read) if language_of(question) == "en" else read

    def _read(self, question: str, passages: list[Passage], strict: bool) -> Generation:
        lang = language_of(question)
        own = [p for p in passages if language_of(p["body"]) == lang or written_in_both(p["body"])]
        if own and len(own) < len(passages):
            # evidence in both languages: each answers; the question's own language wins when its conclusion says a
            # phrase of the question, else unless the other answer's source is clearly nearer the question in meaning
            # (the multilingual dense score): a salary-day question on a hospital's Chinese rules beside another
            # firm's English handbook
            first = self.generate(question, own, strict)
            other = self.generate(question, [p for p in passages if p not in own], strict)
            if not first.answer and not other.answer:
                return first  # why the evidence in the question's own language answers nothing, not the other's gloss
            if not first.answer and first.why.startswith(LEFT_TO_ANOTHER_RULE):
                return first  # "机关职能部门人员不适用本办法": the rules say so themselves; no near match in English outranks it
            if not first.answer and _thing_lost_in_translation(
                the_asked(question),
                [f"{p['document']} {p['section']} {p['body']}" for p in own],
                other.answer.split("\n", 1)[0],
            ):
                return first  # the thing asked, named by neither evidence: the other answer is about its context
            if not first.answer or not other.answer:
                return first if first.answer else other
            if _states_a_phrase_of(question, first.answer.split("\n", 1)[0]):
                return first  # "Which flower stands for maternal love?" → "Carnation: Maternal Love…", not 产假
            near_own, near_other = _dense_of(first, passages), _dense_of(other, passages)
            return other if near_own and near_other > near_own + CROSS_LANGUAGE_MARGIN else first
        labels = LABELS[lang]
        usable, note = current_passages(passages, lang)
        if lang == "zh":  # "使用期" typed for 试用期: read as the evidence spells it (`homophones.py`)
            question = respelled(question, [f"{p['document']} {p['section']} {p['body']}" for p in usable])
        foreign = crosses(question, [p["body"] for p in usable])
        if foreign:  # a question on evidence in the other language (en↔zh): read it in the evidence's words first
            kind = unnamed_kind(question, [f"{p['document']} {p['section']} {p['body']}" for p in usable])
            if kind:  # "Is there a Christmas bonus?" on rules that pay none: not answered with another bonus
                return Generation("", [], why=f"the evidence never names {kind!r}")
            bridged = carried_question(question, [f"{p['section']} {p['body']}" for p in usable])
            column = nearest_column(question, bridged, gather_tables(usable), self.cross.cosines) if (
                bridged and self.cross is not None) else ""  # fmt: skip
            if column:  # "meal" carried as 伙食 beside a 工作餐 column: the header nearest in meaning names it
                bridged = f"{column} {bridged}"
            if bridged:  # its topic carried over: answered, or refused, as the carried question would be
                read = self._generate(bridged, usable, note, strict, lang, across=False)
                if read.answer and lang == "en" and self.cross is not None:  # a lexicon missing the question's words
                    dense = self._generate(question, usable, note, strict, lang, across=True)
                    read = nearer_reading(question, read, dense, self.cross.cosines, labels["conclusion"])
                return _from_chinese(_for_their_relative(question, read, labels), labels)
        across = foreign and self.cross is not None
        read = self._generate(question, usable, note, strict, lang, across=across)
        read = _stating_the_ask(question, read, labels) if not across else _for_their_relative(question, read, labels)
        return _from_chinese(read, labels) if across else _with_deadline(question, read, labels)

    def _generate(self, question: str, usable: list[Passage], note: str, strict: bool, lang: Lang,
                  across: bool) -> Generation:  # fmt: skip
        labels = LABELS[lang]
        ask = ask_of(question)
        words = key_words(question, self.glossary)
        units = [sentence_units(p["body"], semicolons=False) for p in usable]
        miss = None if across else missed_row(question, usable, self.siblings)
        if miss:  # "评估等级E…" on a table of S–D: say nothing rather than answer another row
            ref = deciding_rule(miss, usable, self.siblings)
            return Generation(
                "", [], why=miss.reason, referral=ref.rule if ref else "", refer_to=ref.office if ref else ""
            )
        clause = None if across else named_clause(question, usable, self.siblings)
        if clause is not None:  # "差旅办法第十二条讲的啥": the clause itself, found by its number
            p = clause.passage
            line = (
                labels["conclusion"]
                + _close(clause.text)
                + labels["cite"].format(document=p["document"], section=clause.reference)
            )
            cite = Citation(document=p["document"], section=p["section"], fragment_id=p["fragment_id"],
                            locator=clause.reference)  # fmt: skip
            # quoted whole from its document, maybe from a fragment beside those retrieved: the check takes it as given
            return Generation(line, [cite], derived=[line],
                              why=f"the question names clause {clause.reference} of {p['document']}")  # fmt: skip
        repeal = None if across else repeal_of(question, usable)
        if repeal is not None:  # "2019年那个暂行办法还能用吗": the later rule's article repealing it, first
            p, where = repeal.passage, _locator(repeal.passage, repeal.unit)
            line = (
                labels["conclusion"]
                + labels["repealed_part" if repeal.partial else "repealed"]
                + _close(strip_lead(repeal.unit.text))
            )
            line += labels["cite"].format(document=p["document"], section=where)
            cite = Citation(document=p["document"], section=p["section"], fragment_id=p["fragment_id"], locator=where)
            return Generation(line, [cite], derived=[line],
                              why=f"a later rule's article repeals 《{repeal.title}》, the rule the question names")  # fmt: skip
        contact = None if across else self._contact(question, usable)
        if (
            contact is not None
        ):  # "差旅费报销找谁审核": the contact list's row for the matter, maybe found by a second look
            p = contact.passage
            lines = [labels["conclusion"] + _close(contact.statement),
                     labels["basis"] + labels["quote"].format(document=p["document"], section=p["section"]) + contact.row]  # fmt: skip
            cite = Citation(document=p["document"], section=p["section"], fragment_id=p["fragment_id"],
                            locator=p["section"])  # fmt: skip
            return Generation("\n".join(lines), [cite], derived=list(lines),
                              why="a contact list's row names the matter the question asks whom to contact for")  # fmt: skip
        case = "" if across else deferred_case(question, [p["body"] for p in usable])
        if not across and not case and ask.wants_value:  # "X不适用本表" answers "X适用吗", "由谁制定" is said beside it
            case = excluded_case(question, usable) or ""
        if case:  # "行政后勤的总值班…值班费" beside "行政后勤总值班另行规定": the rule is in a document not held
            return Generation("", [], why=f"{LEFT_TO_ANOTHER_RULE} {case!r} to another rule")
        computed = None if across else _formula(question, usable, units, labels)
        if computed is not None:  # "我基本工资8700，国庆节加班一天能拿多少" on 日工资=基本工资÷21.75 and 日工资的300%
            lines, citations, sources = computed
            derived = lines[:1]
            # a rate quoted from a guide: the article stating it is cited too (read as the conclusion is below)
            guides = [(p, text) for p, text, where in sources if not _ARTICLE.match(where)]
            statement = lines[0].removeprefix(labels["conclusion"])
            ruled = next((r for p, text in guides if not strict and
                          (r := self._rule_behind(statement, text, p, usable, labels))), None)  # fmt: skip
            if ruled is not None:
                lines.insert(1, ruled[0])
                citations.append(ruled[1])
                derived.append(ruled[0])
            return Generation("\n".join(lines), citations, derived=derived,
                              why="a formula stated in the evidence, computed with the question's numbers")  # fmt: skip
        kind = (
            ""
            if across
            else kind_not_in_evidence(question, [f"{p['document']} {p['section']} {p['body']}" for p in usable])
        )
        if kind:  # "夜班营养餐补贴多少" on a duty-fee table: no row or tier answers a kind the evidence never names
            return Generation("", [], why=f"the evidence never names {kind!r}")
        # "保安的制服押金多少" on a table of 前厅、客房服务员: no row sets a value for a class the evidence never names
        texts = [f"{p['document']} {p['section']} {p['body']}" for p in usable]
        qualifier = "" if across else unnamed_qualifier(question, texts)
        if qualifier:
            return Generation("", [], why=qualifier)
        gap = None if across else threshold_gap(question, usable)
        if gap is not None:  # "本月考核87分，还差几分能评S级" on "S：95分及以上": 95 − 87, not the tier 87 falls in
            p = gap.passage
            unit = next((u for u in sentence_units(p["body"]) if gap.line in normal(u.text)), None)
            where = _locator(p, unit) if unit is not None else p["section"]
            lines = [labels["conclusion"] + _close(gap.statement),
                     labels["basis"] + labels["quote"].format(document=p["document"], section=where) + _close(gap.line)]  # fmt: skip
            cite = Citation(document=p["document"], section=p["section"], fragment_id=p["fragment_id"], locator=where)
            return Generation("\n".join(lines), [cite], derived=lines[:1],
                              why="the gap from the question's number to the threshold of the level it names")  # fmt: skip
        repeated = None if across or not ask.wants_value else self._repeated(question, usable, labels)
        if repeated is not None:  # "今年第二次没戴安全帽" on "50元/次" and "第二次发生同类违章的，罚款加倍": 50 × 2
            lines, citations = repeated
            return Generation("\n".join(lines), citations, derived=lines[:1],
                              why="a repeated offence charged a multiple of the standard the table gives")  # fmt: skip
        billed = None if across or not ask.wants_value else _bill(question, usable, labels)
        if billed is not None:  # "丢了1件上衣和2条围裙" on "上衣每件60元，围裙每条25元": each count × its price, added
            lines, citations = billed
            return Generation("\n".join(lines), citations, derived=lines[:1],
                              why="counted items the question lists, each at the price the evidence states")  # fmt: skip
        # "B+是什么意思" asks what the row says of B+, not the number one of its columns holds
        defining = ask.kind == "definition" and bool(asked_term(question))
        # "客诉的赔偿金额是怎么算的" beside "赔偿金额：…按单次客诉合计计算": a sentence defining the term, not a table's column
        defining = defining or _defined_in_prose(question, ask, units)
        # "地面岗位包括哪些人" beside 地面岗位指内集卡司机、理货员…: the members named, not the class's row of values
        members = members_asked(question, ask.kind)
        defining = defining or (bool(members) and any(names_members(members, u.text) for us in units for u in us))
        looked_up = None if across or defining else self._look_up(question, usable, labels)
        # a yes/no look-up is weighed against the best sentence by words: scored once, here, and kept for below;
        # the question's number placed in a tier answers "考了92分有奖励吗" by that tier
        weighed = looked_up is not None and not looked_up[3]
        early = self._score(question, ask, words, usable, units) if weighed and ask.kind == "yes_no" else None
        if weighed and looked_up is not None and not _table_answers(question, ask, early, looked_up[0][0]):
            looked_up = None
        placed = looked_up is not None and looked_up[3]  # the question's number fell in a tier or a ranged row
        stepped = None if across or placed or not ask.wants_value else _per_step(question, words, usable, units, labels)
        if stepped is not None:  # "干满7年，工龄工资多少" on "每满1年…30元": the rule's product, not a table beside it
            lines, citations = stepped
            return Generation("\n".join(lines), citations, derived=lines[:1],
                              why="a rule stated per step, applied to the question's number")  # fmt: skip
        mixed = (
            None
            if across or placed or not ask.wants_value
            else _rule_sum(question, usable, labels, True, self.siblings)
        )
        if mixed is not None:  # "住2晚、出差3天，住宿加伙食补助" on a lodging sheet and a meal rule: each part, added
            lines, citations = mixed
            return Generation("\n".join(lines), citations, derived=lines[:1],
                              why="two items the question adds, one a table's and one a rule's")  # fmt: skip
        if looked_up is not None:
            lines, citations, why, _ = looked_up
            if note and not strict:
                lines.append(note)
            return Generation("\n".join(lines), citations, derived=list(lines), why=why)
        summed = None if across or not ask.wants_value else _rule_sum(question, usable, labels)
        if summed is not None:  # "伙食补助和市内交通费加起来一共多少": each item's own rule, the parts added
            lines, citations = summed
            return Generation("\n".join(lines), citations, derived=lines[:1],
                              why="two items the question adds, each paid by a rule of its own")  # fmt: skip
        scored = (
            early
            if early is not None
            else (self._score_across if across else self._score)(question, ask, words, usable, units)
        )
        if not scored:
            return Generation("", [], why="no sentence of the evidence names the question's topic")
        best, why = self._answerable(question, scored, ask, words, usable, units, across, lang)
        if best is None and isinstance(why, NoValueStated) and not (across or defining) and lang == "zh":
            # "M1的电脑几年能换一次" names the row (M1) and not the column (更换周期（年）): the header nearest in meaning,
            # once no sentence states the value (a sentence that does answers first: "P7晋升P8需要待满几年")
            by_meaning = self._look_up_by_meaning(question, words, usable, labels)
            if by_meaning is not None:
                lines, citations, why, _ = by_meaning
                if note and not strict:
                    lines.append(note)
                return Generation("\n".join(lines), citations, derived=list(lines), why=why)
        if best is None:
            return Generation("", [], why=why)
        if (
            not across and ask.wants_value
        ):  # "讲了3个学时" on a topic line beside the rate per 学时: the rate's sentence
            best = _computing(question, best, scored, usable)
        top = usable[best.rank]
        best = _answer_to(best, units[best.rank])
        conclusion, assembled = self._conclusion(best, units[best.rank], ask, words, top, question)
        stated = best.unit.text
        change = None if across else self._prose_change(stated, question, top["document"], usable)
        if change is not None:  # "团建费由每人每季度150元上调为200元" in a later notice: its number stands
            stated = replace_value(stated, change.old, change.new, change.unit)
            conclusion = replace_value(conclusion, change.old, change.new, change.unit)
        computed = None if across else applied_value(question, stated, top["body"])
        if computed is not None:  # a cap the same article sets ("每人每月…不超过1500元") holds the amount
            computed = capped(computed, question, _same_article(top, units[best.rank], best.pos))
        if computed is not None:  # "培训20天" on a rate per day whose days past the 15th are paid at 70%
            computed = _by_tiers(question, computed, top["document"], usable)
        if computed is None and not across:  # "按采购价的10%赔偿" with no price asked: the row's price looked up
            computed = self._share_of_looked_up_base(question, stated, top["document"], usable)
        if computed is not None:  # "出勤22天，餐补总共多少" on "每个出勤日25元": the amount, the sentence as its basis
            conclusion = _close(computed.statement)
        dated = False
        if not across and counts_from_issuance(conclusion):
            # "自本通知发布之日起执行": the notice's own date, maybe read from a fragment beside the evidence; derived
            # only when a day was found and named (the conclusion changed)
            undated, conclusion = conclusion, dated_from_issuance(conclusion, self._document_bodies(top))
            dated = conclusion != undated
        article = article_of(top["body"], best.unit.start, best.unit.heading)
        if ask.kind == "article" and article:  # "规定在劳动法第几条？" is answered by the article itself
            conclusion = f"《{top['document']}》{article}：{conclusion}"
        basis = self._basis(best, scored, usable, conclusion, strict, across, words, lang, question)
        lines = [labels["conclusion"] + conclusion]
        citations: list[Citation] = []
        if change is not None:  # the notice first, as the table look-up quotes one
            notice = change.passage
            basis = [(rank, group) for rank, group in basis if usable[rank]["fragment_id"] != notice["fragment_id"]]
            lines.append(labels["basis"] + labels["quote"].format(document=notice["document"], section=notice["section"])
                         + _close(change.sentence))  # fmt: skip
            citations.append(Citation(document=notice["document"], section=notice["section"],
                                      fragment_id=notice["fragment_id"], locator=notice["section"]))  # fmt: skip
        if best.rank not in {rank for rank, _ in basis}:
            # the conclusion is the whole best sentence and the basis quotes other passages: its own
            # passage is still the source of the answer, so it is cited first, on the conclusion line
            where = _locator(top, best.unit)
            citations.append(Citation(document=top["document"], section=top["section"],
                                      fragment_id=top["fragment_id"], locator=where))  # fmt: skip
            lines[0] += labels["cite"].format(document=top["document"], section=where)
        for rank, group in basis:
            p = usable[rank]
            where = _locator(p, group[0].unit)
            cite = Citation(document=p["document"], section=p["section"], fragment_id=p["fragment_id"],
                            locator=where)  # fmt: skip
            if cite not in citations:
                citations.append(cite)
            text = _joined([u.unit.text for u in group], lang)
            # a quoted table row names itself: the section is enough before it (the citation keeps the row)
            said = own_section(p["document"], p["section"]) if is_table_row(group[0].unit.text) else where
            lines.append(labels["basis"] + labels["quote"].format(document=p["document"], section=said) + text)
        # read from the next fragment's table, computed, or dated from the document's issuance line
        derived = lines[:1] if assembled or computed or dated else []
        if change is not None and change.passage not in usable:  # the notice a second look found: taken as given
            # the statement and the notice's quote are taken as given, added to what was derived already (a line
            # assembled, computed or dated above stays derived whatever this adds)
            derived = [*derived, *(line for line in lines[:2] if line not in derived)]
        if not article and not strict:
            ruled = self._rule_behind(conclusion, best.unit.text, top, usable, labels)
            if ruled is not None:  # a quote of a fragment found here, not in the evidence: taken as given
                line, cite = ruled
                lines.insert(1, line)
                citations.append(cite)
                derived.append(line)
        if note and not strict:
            lines.append(note)
        return Generation("\n".join(lines), citations, derived=derived, why=why)

    def _document_bodies(self, p: Passage, section: str | None = None) -> list[str]:
        """The texts of `p`'s document held: its own and, when known, its other fragments' (of one section, when
        given: a slide's notes beside its table)."""
        others = self.siblings(p["fragment_id"]) if self.siblings else []
        return [p["body"], *(s["body"] for s in others if section is None or s["section"] == section)]

    def _with_notices(self, table: TableAnswer, usable: list[Passage]) -> list[Passage]:
        """The evidence and what a second look finds for a later notice changing the look-up's cell
        (`amendments.change_query`): a notice names the row's class (A级门店的餐补), the question often the member a
        join led to (苏州园区店), so the notice is seldom among the question's evidence."""
        if self.search is None or not table.values or not table.columns or not table.citations or table.by_condition:
            return usable
        return [*usable, *self._beyond(change_query(table.values, table.columns, table.citations[0].row), usable)]

    def _prose_change(self, stated: str, question: str, document: str, usable: list[Passage]) -> Amendment | None:
        """A later notice's change to a number `stated` states, among the evidence or what a second look with the
        statement's numbers finds (`amendments.prose_change_query`): a typo or other wording of the question
        (宿舍压金) often leaves the notice out of the evidence while its rule is found."""
        about = f"{question} {stated}"
        change = prose_amendment(stated, about, document, usable, question=question)
        if change is not None or self.search is None or not re.search(r"\d", stated):
            return change
        found = self._beyond(prose_change_query(stated), usable)
        return prose_amendment(stated, about, document, [*usable, *found], question=question) if found else None

    def _beyond(self, query: str, usable: list[Passage]) -> list[Passage]:
        """What a second look for `query` finds that the evidence does not already hold."""
        assert self.search is not None
        held = {p["fragment_id"] for p in usable}
        return [p for p in self.search(query, usable) if p["fragment_id"] not in held]

    def _contact(self, question: str, usable: list[Passage]) -> Contact | None:
        """The contact-list row for the matter a "找谁" question names, among the evidence or, when it holds no such
        row, among what a second look with a contact list's words finds (`contacts.py`)."""
        if not asks_contact(question):
            return None
        found = contact_for(question, usable)
        if found is None and self.search is not None:
            found = contact_for(question, self.search(f"{question} {CONTACT_WORDS}", usable))
        return found

    def _rule_behind(self, conclusion: str, source: str, top: Passage, usable: list[Passage],
                     labels: dict[str, str]) -> tuple[str, Citation] | None:  # fmt: skip
        """The basis line and citation of a numbered article stating the conclusion's value, when the conclusion
        comes from `source`, a sentence of a passage without articles (a guide): searched for by the value as a
        regulation writes it."""
        values = stated_values(conclusion, source) if self.search is not None else []
        query = numeral_query(values)
        if not query:
            return None
        assert self.search is not None
        found = [*self.search(query, usable), *usable]
        rule = corroborating_rule(values, f"{conclusion} {source}", top["document"], found)
        if rule is None:
            return None
        p = rule.passage
        line = labels["basis"] + labels["quote"].format(document=p["document"], section=rule.article) + rule.unit.text
        cite = Citation(document=p["document"], section=p["section"], fragment_id=p["fragment_id"],
                        locator=rule.article)  # fmt: skip
        return line, cite

    def _answerable(self, question: str, scored: list[Candidate], ask: Ask, words: dict[str, float],
                    usable: list[Passage], units: list[list[Unit]], across: bool, lang: Lang = "zh"
                    ) -> tuple[Candidate | None, str]:  # fmt: skip
        """The sentence to conclude from, and why it answers — or None and why nothing does. The evidence
        must name the question's main topic (its weightiest word, or most of its words: "团建" is written
        团队建设) somewhere, and for a question asking a value (几天, 多少钱, 何时) some sentence must state
        one; otherwise the question is refused rather than answered with the topic ("育儿假有几天" on a
        policy that has none is not answered with 哺乳假)."""
        best = max(scored, key=lambda c: c.score)
        if across:
            return best, "the multilingual model found it nearest the question"
        core = main_topic(words, self.glossary, question)
        texts = [f"{p['document']} {p['section']} {p['body']}" for p in usable]
        sentences = [f"{usable[c.rank]['section']} {c.unit.joined}" for c in scored]
        thing = the_asked(question)  # the thing asked about, from the question's structure
        asked = Asked(thing, bool(thing) and any(names_in_its_words(thing, t) for t in texts))
        unnamed = unnamed_topic(question, words, self.glossary, texts, sentences, asked)
        if unnamed:  # "献血假可以休几天" on a leave policy with 年休假 and 婚假 only; "病假期间可以出去旅游吗"
            return None, unnamed
        asked_years = set(_YEAR.findall(question))
        if asked_years:  # "2021年…增长了多少": a sentence about 2019 only does not answer it
            scored = [c for c in scored if not (set(_YEAR.findall(c.unit.joined)) - asked_years) or
                      asked_years & set(_YEAR.findall(c.unit.joined))]  # fmt: skip
            if not scored:
                return None, f"the evidence speaks of other years than {'、'.join(sorted(asked_years))}"
            best = max(scored, key=lambda c: c.score)
        subjects = [_subject(u) for u in units]
        meeting = [c for c in scored if not self._unmet(question, c, usable, subjects)]
        if not meeting:  # "P5的基本工资" on a rule naming no grade; "按多少倍算" on a sentence with no multiple
            return None, self._unmet(question, best, usable, subjects) or "no sentence meets the question's constraints"
        term, strictly = term_asked(question, ask.kind)
        defining = [c for c in meeting if term and defines(term, c.unit.text, strictly) > 0]
        members = "" if term else members_asked(question, ask.kind)
        defining = defining or [c for c in meeting if members and names_members(members, c.unit.text)]
        term = term or members
        if defining and COVERED.search(question):  # "哪些情况算紧急投诉": the definition listing the cases
            defining = [c for c in defining if _lists_after(term, c.unit.text)] or defining
        if defining:  # "夜班是指什么", "司龄是怎么算的" (asked as a rate): the sentence or row defining the term
            return self._by_meaning(question, defining), f"defines {term!r}"
        if ask.kind == "who" and lang == "en":  # "Who signs off a secondment?": the sentence naming the approver
            meeting = [c for c in meeting if names_a_role(c.unit.text)] or meeting
        if not ask.wants_value:
            # a sentence giving the kind asked (the one who does the asked act) among those about the
            # topic is read before the rest: the dense model, nearer a sentence sharing more of the question's
            # words, would otherwise pass it over
            answering = [c for c in meeting if _gives_the_kind(question, ask, c.unit.text)]
            top = max(c.score for c in meeting)
            if answering and max(c.score for c in answering) >= top - KIND_MARGIN:
                return self._by_meaning(question, answering), f"names {core!r} and gives the {ask.kind} asked for"
            return self._by_meaning(question, meeting), f"names {core!r}" if core else "the best matching sentence"
        # "自本通知发布之日起执行" states a date too: the notice's (named in the conclusion, `issue_dates.py`); a value
        # stated by a sentence's other clause while the one naming the topic points elsewhere ("…丧假3天；需要到外地料理丧事
        # 的，根据路程远近另给路程假") is not said of the topic
        stating = [c for c in meeting if ((ask.stated_by(c.unit.text) and _value_beside_topic(c.unit.text, ask, words))
                                          or (ask.kind == "date" and counts_from_issuance(c.unit.text)))
                   and not (lang != language_of(c.unit.text) and other_place(question, c.unit.text))
                   and not value_said_of_another(c.unit.text, ask, core)]  # fmt: skip
        if not stating:
            return None, NoValueStated(f"no sentence of the evidence states the {ask.kind} asked for")
        thing = asked_thing(question) if lang == "zh" else ""  # an English question's words are carried into Chinese
        if not any(names_asked_thing(thing, self._context(c, usable)) for c in stating):
            # "驾驶员的基本工资是多少" on rules stating only the drivers' 安全行车奖 (`asked_thing.py`)
            return None, f"no sentence stating the {ask.kind} names {thing!r}, the thing asked about"
        if lang == "zh" and language_of(question) == "zh":  # 产假 asked: not 陪产假's sentence (`named_kinds.py`)
            stating = _of_the_asked_kind(question, stating, usable, meeting, words)
            if not stating:  # every one is another kind's ("病假期间按…80%" for 产假期间工资怎么发)
                return None, NoValueStated(f"no sentence stating the {ask.kind} speaks of the kind asked")
        # a length in the unit asked over one in another ("提前15天" over "满3个月" for 提前几天); a date is often
        # answered by a relative one ("参加工作的第二个月"), which fits only weakly and still answers
        plain = [c for c in stating if ask.kind == "duration" and ask.fit(c.unit.text) >= 1.0]
        return self._by_meaning(question, plain or stating), f"names {core!r} and states the {ask.kind} asked for"

    @staticmethod
    def _context(c: Candidate, usable: list[Passage]) -> str:
        """The candidate's sentence with its heading (a table row with its table's header row), and the document and
        section it stands in."""
        p = usable[c.rank]
        header = _row_headers(p["body"]).get(c.unit.text.strip(), "") if is_table_row(c.unit.text.strip()) else ""
        return f"{p['document']} {p['section']} {header} {c.unit.joined}"

    def _by_meaning(self, question: str, candidates: list[Candidate]) -> Candidate:
        """The best candidate once the multilingual dense model has read the best few by words: sentences of
        one topic share the question's words, and the one whose meaning is nearest the question is the one
        that says what was asked (measured on six development sets, each gained or held; docs/benchmarks.md).
        Without a dense model (the hashing embedder of the tests) the word score alone decides."""
        cross = self.cross
        cosines = (
            None
            if cross is None
            else lambda few: cross.cosines(question, [candidates[i].read[:RERANK_CHARS] for i in few])
        )
        return candidates[by_meaning([c.score for c in candidates], cosines)]

    @staticmethod
    def _unmet(question: str, c: Candidate, usable: list[Passage], subjects: list[str]) -> str | None:
        p = usable[c.rank]
        context = f"{p['document']} {p['section']} {c.unit.heading}"
        if c.pos and subjects[c.rank]:  # "制作公司为…" speaks of the 《我的暑假》 its passage opens with (`_subject`)
            context += " " + subjects[c.rank]
        if _CONTINUES.match(c.unit.text):  # "其中，《…》成为春节档票房冠军": the sentence before says of which year
            context += " " + p["body"][max(0, c.unit.start - PREVIOUS_CHARS) : c.unit.start]
        opening = p["body"].lstrip()[:OPENING_CHARS].split("。", 1)[0]  # whom or what the passage is about
        return unmet_constraint(question, c.unit.text, context, standing=states_standing_rules(p), about=opening)

    # ── tiers and tables ──
    def _look_up_by_meaning(self, question: str, words: list[str], usable: list[Passage], labels: dict[str, str]
                            ) -> tuple[list[str], list[Citation], str, bool] | None:  # fmt: skip
        """The table look-up again with the value column nearest the question in meaning (`column_meaning.py`) when
        the question's words name a row but no column ("几年能换一次" beside 更换周期（年）); kept only when a row of the
        question's own is read (not an answer by condition, which a question on another topic would get too)."""
        if self.cross is None:
            return None
        tables = gather_tables(usable, self.siblings)
        column = nearest_column(question, " ".join(words), tables, self.cross.cosines, joined=True)
        if not column or not _named_by_sheet(words, column, tables):
            return None  # "P5的电脑保修几年" beside 更换周期: 保修 is named by no header nor cell of the sheet
        # a level code typed lower-case ("p5") is the row the sheet writes P5
        asked = _LOWER_CODE.sub(lambda m: m.group().upper(), question)
        return self._look_up(asked, usable, labels, column=column, own_row=True)

    def _look_up(self, question: str, usable: list[Passage], labels: dict[str, str], column: str = "",
                 own_row: bool = False) -> tuple[list[str], list[Citation], str, bool] | None:  # fmt: skip
        """A tier the question's number falls in ("请三天假" → 2天至3天), else a table cell (with its join
        and arithmetic): the conclusion is the look-up's statement, the basis the tier or rows it read; last,
        whether the question's number placed it (a tier, a row chosen by its range). `column`: the value column
        to read, chosen by meaning (the table reader still takes it as a word beside the question's); `own_row`:
        only a row the question names, not an answer by condition, which a question on another topic would get too."""
        if column:
            question = f"{column} {question}"
        found = look_up(question, usable, self.glossary, self.siblings)
        if found is None or (own_row and isinstance(found, TableAnswer) and bool(found.by_condition)):
            return None
        progressive = self._progressive(question, found, usable, labels)
        if progressive is not None:  # "培训办了40天" on a rate per day, paid at 70% past its 30th day
            return progressive
        if isinstance(found, TierAnswer):
            cite = found.citation()
            where = own_section(cite["document"], cite.get("locator") or cite["section"])
            basis = labels["quote"].format(document=cite["document"], section=where)
            if found.tier is None:  # no number asked: every tier, the list's lead-in as the basis
                said = found.tiers.subject or found.tiers.tiers[0].text
                lines = [labels["conclusion"] + _close(found.statement), labels["basis"] + basis + _close(said)]
                return lines, [cite], "the question names no number: every tier of the list answers", False
            statement = found.statement
            share = share_of_given_amount(question, statement) or self._of_base(question, statement, cite["document"],
                                                                                  usable)  # fmt: skip
            if share is not None:  # "年销售额80万，提成多少" on a tier of 3%: 80万元 × 3%
                statement = f"{statement}，{share.working}"
                statement = _adjusted(question, share.value, statement, cite["document"], usable)
            own = _bodies_of(cite["document"], usable)  # what it pays on top, too
            occasions = None if share is not None else per_occasion_total(question, statement, own)
            if occasions is not None:  # "迟到了3次，每次20分钟" on the tier's "每次扣发50元": 3 × 50, the total first
                section = [p for p in usable if (p["document"], p["section"]) == (cite["document"], cite["section"])]
                # the section's fragments, found or not (a slide's notes): its document's siblings are read once
                bodies = [*self._document_bodies(section[0], cite["section"]), *(p["body"] for p in section[1:])]
                caps = caps_about(list(dict.fromkeys(bodies)), f"{cite['section']} {found.tiers.subject}")
                occasions = capped(occasions, question, "。".join(caps))  # "每人每月计件奖合计最高1000元"
                statement = f"{occasions.statement.split('（', 1)[0]}（{statement}；{occasions.working}）"
            lines = [labels["conclusion"] + _close(statement), labels["basis"] + basis + _close(found.tier.text)]
            citations = [cite]
            standard = None if share or occasions else self._standard_shared(question, found, usable)
            if standard is not None and isinstance(standard[1], TableAnswer):
                # "驻了10天，G2发多少" on "不满15天的按当月标准的50%": the sheet's 1200 × 50%
                applied, table = standard
                lines[0] = labels["conclusion"] + _close(f"{applied.working}（{found.statement}；{table.statement}）")
                sheet = table.citations[0].as_citation()  # the sheet holding the value (joined sheets follow)
                row = " | ".join(table.rows[1]) if len(table.rows) > 1 else ""
                lines.append(labels["basis"] + labels["quote"].format(document=sheet["document"],
                             section=sheet["locator"]) + (f"| {row} |" if row else ""))  # fmt: skip
                citations += [c.as_citation() for c in table.citations]
            elif standard is not None:  # "围裙用了8个月丢了" on "按采购价的50%赔偿…围裙每条40元": 40元 × 50%
                lines[0] = labels["conclusion"] + _close(f"{standard[0].working}（{found.statement}）")
                lines[1] += standard[1]  # the price list the base was read from (工服采购价为：上衣每件85元…)
            return lines, citations, f"the question's {found.asked} falls in the tier {found.tier.label!r}", True
        table = _held_to_day_part(question, found, usable)  # "一上午讲了5个学时" paid for at most 4
        statement = table.statement
        if table.calculation is not None and table.calculation.working not in statement:
            statement = f"{statement}（{table.calculation.working}）"
        multiple = self._row_multiple(question, table, usable)
        if multiple is not None:  # "周末 | 工作日标准 × 1.5": the weekday row's amount times 1.5
            worked, notice = multiple
            row = bare_label(table.citations[0].row)
            statement = f"{row}的{bare_label(table.columns[0])}为{worked.text}（{worked.working}）"
            lines = [labels["conclusion"] + _close(statement)]
            citations = [c.as_citation() for c in table.citations]
            if notice is not None:  # the weekday amount a later notice set
                lines.append(labels["basis"] + labels["quote"].format(document=notice.passage["document"],
                             section=notice.passage["section"]) + _close(notice.sentence))  # fmt: skip
                citations.insert(0, Citation(document=notice.passage["document"], section=notice.passage["section"],
                                             fragment_id=notice.passage["fragment_id"],
                                             locator=notice.passage["section"]))  # fmt: skip
            quoted = _first_row(table)
            lines.append(labels["basis"] + labels["quote"].format(document=citations[-1]["document"],
                         section=citations[-1]["locator"]) + quoted)  # fmt: skip
            return lines, citations, "a table cell is a multiple of another row's, worked out", False
        notices = self._with_notices(table, usable)
        changed = _amended(table, notices, question)
        # a later notice's change to the cell stands first: the share is of the number it set ("由400元调整为500元")
        current: TableAnswer | None = table
        if changed is not None:  # of the changed number, or of none (a worked product changed: no share of it)
            current = _changed_cell(table, notices, question) if table.calculation is None else None
            current = None if current is table else current
        cased = self._case_share(question, current, usable) if current is not None else None
        if cased is not None:  # "副高做二线值班…" on 表1's 140元/次 and "二线值班按表1标准的70%发放"
            applied, unit, source = cased
            rule = unit.text
            said = changed[0] if changed else table.statement
            said = _without_product(said, table.calculation)  # the count × the plain cell is redone in the working
            lines = [labels["conclusion"] + _close(f"{applied.working}（{said}）")]
            citations = [c.as_citation() for c in table.citations]
            if changed is not None:  # the notice that set the cell's number, quoted first
                _, notice, sentence = changed
                lines.append(labels["basis"] + labels["quote"].format(document=notice["document"],
                             section=notice["section"]) + _close(sentence))  # fmt: skip
                citations.insert(0, Citation(document=notice["document"], section=notice["section"],
                                             fragment_id=notice["fragment_id"], locator=notice["section"]))  # fmt: skip
            where = _locator(source, unit)
            citations.append(Citation(document=source["document"], section=source["section"],
                                      fragment_id=source["fragment_id"], locator=where))  # fmt: skip
            sheet = table.citations[0].as_citation()
            lines.append(labels["basis"] + labels["quote"].format(document=sheet["document"], section=sheet["locator"])
                         + _first_row(table))  # fmt: skip
            lines.append(labels["basis"] + labels["quote"].format(document=source["document"], section=where)
                         + _close(rule))  # fmt: skip
            return lines, citations, "a table cell paid at the share a rule sets for the question's case", False
        # the cell under its column (绩效系数 0.8, 提成比例 2%), not the ranges of the row that holds it
        read = f"{table.columns[0]} {table.values[0]}" if len(table.values) == 1 and table.columns else statement
        share = None if table.calculation is not None else share_of_given_amount(question, read)
        if share is None and table.calculation is None and table.citations:  # of the base its document states
            share = self._of_base(question, read, table.citations[0].document, usable)
        if share is not None:  # a percentage or coefficient looked up, of the amount the question gives
            share = _held_to_row_cap(share, table, question)
            statement = f"{statement}，{share.working}"
            statement = _adjusted(question, share.value, statement, table.citations[0].document, usable)
        lines = [labels["conclusion"] + _close(statement)]
        citations: list[Citation] = []
        if changed is not None:  # a later notice changed the cell's number: the notice's stands, quoted first
            statement, notice, sentence = changed
            share = None if table.calculation is not None else share_of_given_amount(question, statement)
            statement = f"{statement}，{share.working}" if share is not None else statement  # of the new rate
            lines = [labels["conclusion"] + _close(statement),
                     labels["basis"] + labels["quote"].format(document=notice["document"], section=notice["section"])
                     + _close(sentence)]  # fmt: skip
            citations.append(Citation(document=notice["document"], section=notice["section"],
                                      fragment_id=notice["fragment_id"], locator=notice["section"]))  # fmt: skip
        sheets: dict[tuple[str, str], list[str]] = {}
        for c in table.citations:
            cite = c.as_citation()
            if cite not in citations:
                citations.append(cite)
            keys = [k for k in c.row.split(" / ") if k]
            found_rows = [r for r in table.rows if keys and all(k in r for k in keys)][:1]
            # a quoted row names itself: the sheet is enough ("工作表：住宿标准：| 上海 | 500 |", not "…（上海）：| 上海 |…")
            where = cite["section"] if len(table.citations) > 1 or found_rows else cite["locator"]
            where = own_section(cite["document"], where)
            quoted = sheets.setdefault((cite["document"], where), [])
            said = [_close(c.said)] if c.said and not found_rows else []  # a join read a sentence, not a row
            for row in ["| " + " | ".join(r) + " |" for r in found_rows] + said:
                if row not in quoted and len(quoted) < MAX_QUOTED_ROWS:  # an answer by condition cites the rest
                    quoted.append(row)
        for (document, where), rows in sheets.items():
            lines.append(labels["basis"] + labels["quote"].format(document=document, section=where) + "".join(rows))
        return (
            lines,
            citations,
            "a table row and column match the question" + (" (by condition)" if table.by_condition else ""),
            table.ranged and not table.by_condition,
        )

    def _repeated(self, question: str, usable: list[Passage], labels: dict[str, str]
                  ) -> tuple[list[str], list[Citation]] | None:  # fmt: skip
        """The question's time of an offence (第二次) charged the multiple a rule of the table's document sets for it
        (`repeat_offences.py`), of the one amount the table gives for the offence asked without its time: the total
        first, then the row and the rule quoted; None when either is missing."""
        rule = repeat_rule(question, usable)
        asked = which_time(question)
        if rule is None or asked is None:
            return None
        table = look_up(asked[1], usable, self.glossary, self.siblings)
        if not isinstance(table, TableAnswer) or len(table.values) != 1:  # the fine asked by its column's whole name
            raw = answer_from_tables(asked[1], usable, self.siblings)
            by_column = asked_by_fine_column(asked[1], raw.rows[0]) if raw is not None and raw.rows else None
            table = answer_from_tables(by_column, usable, self.siblings) if by_column is not None else table
        if not isinstance(table, TableAnswer) or len(table.values) != 1 or table.calculation or not table.citations:
            return None
        base = parse_quantity(table.values[0])
        if base is None or family_of(base.unit.split("/")[0]) != "money":
            return None
        if table.citations[0].document != rule.passage["document"]:
            return None  # another document's multiple is not the standard's
        money = base.unit.split("/")[0]
        result = evaluate(f"{base.value!r} * {rule.factor!r}")
        working = f"{format_number(base.value)} × {format_number(rule.factor)} = {format_number(result)}{money}"
        said = _close(f"第{rule.time}次共{format_number(result)}{money}（{table.statement}；{working}）")
        sheet = table.citations[0].as_citation()
        p = rule.passage
        unit = next((u for u in sentence_units(p["body"]) if u.text in rule.sentence), None)
        where = _locator(p, unit) if unit is not None else p["section"]
        lines = [labels["conclusion"] + said,
                 labels["basis"] + labels["quote"].format(document=sheet["document"], section=sheet["locator"])
                 + _first_row(table),
                 labels["basis"] + labels["quote"].format(document=p["document"], section=where) + _close(strip_lead(rule.sentence))]  # fmt: skip
        citations = [c.as_citation() for c in table.citations]
        citations.append(Citation(document=p["document"], section=p["section"], fragment_id=p["fragment_id"],
                                  locator=where))  # fmt: skip
        return lines, citations

    def _progressive(self, question: str, found: TierAnswer | TableAnswer, usable: list[Passage],
                     labels: dict[str, str]) -> tuple[list[str], list[Citation], str, bool] | None:  # fmt: skip
        """A table's rate per day over the question's days, each part at the share a progressive tier list of the
        same document pays for it (`tiers.progressive_of_rate`): the total with its working, the tiers and the
        table's row cited; None when either is missing or the days stay in the first tier."""
        if isinstance(found, TierAnswer):
            tier, table = found, answer_from_tables(question, usable, self.siblings)
            if found.tiers.progressive and found.tier is not None and (table is None or table.by_condition):
                return _tiered_rate_sentence(question, found, usable, labels)  # the rate a sentence states
        else:
            table = found
            tier = next((a for a in tier_answers(question, usable) if a.tiers.progressive and a.tier), None)
        if tier is None or table is None or len(table.values) != 1 or table.by_condition or not table.citations:
            return None
        if tier.citation()["document"] not in {c.document for c in table.citations}:
            return None  # another document's rate is not the standard these tiers share out
        calc = table.calculation
        if calc is not None and (calc.operation != "multiply" or len(calc.operands) != 2):
            return None  # a count of people beside the days: not worked here
        rate = parse_rate(table.values[0])
        if rate is None or rate.unit not in _DAY_RATES:
            return None
        total = progressive_of_rate(tier, rate.value, "元")
        if total is None:
            return None
        said = table.statement
        said = _without_product(said, calc)  # the plain product of the days is replaced by the tiers' working
        head = f"{tier.statement.split('：', 1)[0]}共{format_number(total.value)}元"
        lines = [labels["conclusion"] + _close(f"{head}（{total.working}；{said}）")]
        cite = tier.citation()
        lines.append(labels["basis"] + labels["quote"].format(document=cite["document"],
                     section=cite.get("locator") or cite["section"]) + _close(tier.tier.text))  # type: ignore[union-attr]  # fmt: skip
        sheet = table.citations[0].as_citation()
        lines.append(labels["basis"] + labels["quote"].format(document=sheet["document"], section=sheet["locator"])
                     + _first_row(table))  # fmt: skip
        citations = [cite] + [c.as_citation() for c in table.citations if c.as_citation() != cite]
        return lines, citations, "a rate per day paid by the tiers its document sets for the days", True

    @staticmethod
    def _case_share(question: str, table: TableAnswer, usable: list[Passage]
                    ) -> tuple[Applied, Unit, Passage] | None:  # fmt: skip
        """The one looked-up cell at the share or multiple a rule sets for a case the question names (a rule of the
        table's document, or of another naming the table: `applied.case_share_of_table`): the amount, the rule's
        sentence unit and its passage; else None."""
        calc = table.calculation
        if len(table.values) != 1 or table.by_condition or not table.citations:
            return None
        if calc is not None and (calc.operation != "multiply" or not calc.counted):
            return None  # a count × the cell is redone at the case's rate below; no other working is
        document = table.citations[0].document
        own = [(p, u) for p in usable for u in sentence_units(p["body"])]
        # a list of tiers after its lead-in ("按制服价格…赔偿：…不满6个月的，按100%；…") is read whole, across its ；
        own += [(p, u) for p in usable for u in sentence_units(p["body"], semicolons=False) if "；" in u.text]
        looked_up = " ".join([table.statement, *(" ".join(r) for r in table.rows)])
        names = " ".join(f"{c.document} {c.section}" for c in table.citations)
        found = case_share_of_table(question, looked_up, table.values[0],
                                    [u.text for p, u in own if p["document"] == document],
                                    [u.text for p, u in own if p["document"] != document], names,
                                    table.columns[0] if table.columns else "")  # fmt: skip
        if found is None:
            return None
        applied, rule = found
        if calc is not None:  # "住2晚" × the case's rate: 2 × 624 = 1248元
            counts = list(calc.operands[:-1])
            total = evaluate(" * ".join(map(repr, [*counts, applied.value])))
            shown = " × ".join(map(format_number, [*counts, applied.value]))
            working = f"{applied.working}，{calc.counted}共 {shown} = {format_number(total)}元"
            applied = Applied(total, "元", working, working)
        return next((applied, u, p) for p, u in own if u.text == rule)

    def _row_multiple(self, question: str, table: TableAnswer, usable: list[Passage]
                      ) -> tuple[RowMultiple, Amendment | None] | None:  # fmt: skip
        """The one looked-up cell worked out when it is a multiple of another row's (`row_multiples.py`), that row's
        amount as a later notice set it when one changed it (and the notice's change), else None."""
        if len(table.values) != 1 or table.calculation is not None or table.by_condition or not table.citations:
            return None
        cite = table.citations[0]
        for t in gather_tables(usable, self.siblings):
            if t.fragment_id != cite.fragment_id:
                continue
            for r in t.rows:
                col = next((i for i, c in enumerate(r) if c.strip() and c.strip() in table.values[0]), None)
                found = None if col is None else multiple_of_row(r[col], col, t.rows, t.keys)
                if found is None:
                    continue
                column = t.table.header[col] if col < len(t.table.header) else ""
                change = amendment_of(
                    found.ref_cell, column, found.ref_label, t.document, usable, question
                ) or prose_amendment(
                    found.ref_cell, f"{question} {found.ref_label} {column}", t.document, usable, True, question
                )
                if change is None:
                    return found, None
                old, new = (re.search(r"\d+(?:\.\d+)?", v) for v in (change.old, change.new))
                if old is None or new is None:
                    return found, None
                changed = replace_value(found.ref_cell, old.group(), new.group())
                rows = [[changed if k == col and c.strip() == found.ref_cell else c for k, c in enumerate(row)]
                        for row in t.rows]  # fmt: skip
                redone = multiple_of_row(r[col], col, rows, t.keys)
                return (redone, change) if redone is not None else (found, None)
        return None

    @staticmethod
    def _of_base(question: str, statement: str, document: str, usable: list[Passage]) -> Applied | None:
        """A looked-up coefficient of the base the same document states for it (奖金系数 1.2 × 奖金基数 1000元)."""
        return coefficient_of_base(question, statement, _bodies_of(document, usable))

    def _share_of_looked_up_base(self, question: str, stated: str, document: str, usable: list[Passage]
                                 ) -> Applied | None:  # fmt: skip
        """A sentence paying a share of a named base ("已使用满36个月的，按采购价的10%赔偿") asked of a row of its
        document's table ("高配档电脑…要赔多少"): the one cell of the column naming the base (笔记本采购价 24000元) × the
        share, with the cell's look-up said; None when the sentence pays no single share or no such cell is found."""
        shares = shares_of_base(stated)
        if len(shares) != 1 or band_fit(question, stated) < 0:  # "用了18个月" is not the rule's "满36个月"
            return None
        base = shares[0][0]
        table = answer_from_tables(f"{question} {base}", usable, self.siblings, naming=base)
        if table is None or table.calculation is not None or table.by_condition or len(table.values) != 1:
            return None
        if document not in {c.document for c in table.citations}:
            return None  # another document's table is not the base this rule speaks of
        applied = share_of_standard(question, stated, table.values[0])
        if applied is None:
            return None
        return Applied(applied.value, applied.unit, applied.working, f"{applied.working}（{table.statement}）")

    def _standard_shared(self, question: str, tier: TierAnswer, usable: list[Passage]
                         ) -> tuple[Applied, TableAnswer | str] | None:  # fmt: skip
        """The tier's share of a base ("按当月标准的50%", "按采购价全额") applied to the base's value for the question:
        the price its own passage lists for the item the question names (采购价为：上衣每件85元…, returned with that
        sentence), else the one value a table of the tier's document gives for the question (its row and column)."""
        shares = shares_of_base(tier.statement)
        if len(shares) != 1:
            return None
        own = next((p for p in usable if p["fragment_id"] == tier.tiers.fragment_id), None)
        price = listed_price(question, own["body"], shares[0][0]) if own is not None else ""
        if price:
            applied = share_of_standard(question, tier.statement, price)
            listing = next((u.text for u in sentence_units(own["body"]) if shares[0][0] + "为" in u.text), "")  # type: ignore[index]
            return None if applied is None else (applied, listing)
        table = answer_from_tables(question, usable, self.siblings)
        if table is None or table.calculation is not None or table.by_condition or len(table.values) != 1:
            return None
        if tier.citation()["document"] not in {c.document for c in table.citations}:
            return None  # another document's table is not the standard this rule speaks of
        applied = share_of_standard(question, tier.statement, table.values[0])
        return None if applied is None else (applied, table)

    # ── scoring ──
    def _score(self, question: str, ask: Ask, words: dict[str, float], usable: list[Passage],
               units: list[list[Unit]]) -> list[Candidate]:  # fmt: skip
        out: list[Candidate] = []
        history_too = asks_about_changes(question)
        issuance_too = asks_about_issuance(question)
        frame = frame_words(question, words)
        term, strictly = term_asked(question, ask.kind)
        members = "" if term else members_asked(question, ask.kind)
        act = steps_act(question) if ask.kind == "steps" else ""
        for rank, p in enumerate(usable):
            title = f"{p['document']} {p['section']}"
            header = _header_rows(p["body"])
            heads = _row_headers(p["body"])
            if not history_too:  # a revision history's rows are skipped like header rows
                history = {row for row, h in heads.items() if is_revision_history(h, p["section"])}
                header |= history
                heads = {row: h for row, h in heads.items() if row not in history}
            articles = [article_of(p["body"], u.start, u.heading) for u in units[rank]]
            subject = _subject(units[rank])
            of_cause: set[int] = set()  # the positions of the items of a procedure of the cause (below)
            for pos, u in enumerate(units[rank]):
                if u.text.strip() in header:  # a table's header names the columns, it answers nothing
                    continue
                if not issuance_too and is_issuance_line(u.text.strip()):  # its dates are the document's own
                    continue
                text = _without_title(u, p["document"])
                items = ""
                if ask.kind in ("steps", "list") and _opens_list(units[rank], pos, p["body"]):
                    # "入住按下列程序办理：" is about what its items say ("…提交住宿申请"): it is read with them
                    items = " ".join(x.text for x in _items_after(units[rank], pos, p["body"]))
                    text = f"{text} {items}"
                if u.text.strip() in heads:  # a row is read with its column names ("职级 基本工资区间 | P5 | …")
                    text = f"{heads[u.text.strip()]} {text}"
                said = f"{text} {subject}" if pos and subject else text
                f = {"coverage": _coverage_with_subject(words, text, subject if pos else ""),
                     "placed": _placed(words, title, said)}  # fmt: skip
                base = weighed(f)
                if base <= 0:
                    continue
                g: dict[str, float] = {"support": support(question, text), "rank": rank, "pos": pos}
                process = bool(items) and _leads_into_a_process(u.text)
                # an item, lead-in (with its items) or row (with its columns' names) naming the act asked, or one under
                # a heading naming it
                opens_or_is_item = _opens_or_is_item(units[rank], pos, p["body"])
                said_act = bool(act) and act in text and (opens_or_is_item or u.text.strip() in heads)
                names_act = said_act or (bool(act) and act in u.heading)
                # the procedure of the cause the question's other clause gives ("处罚按下列程序办理：" for 对处罚不服，
                # 怎么申诉), and its items: the steps of another act than the one asked
                cause = pos in of_cause or (
                    process and bool(act) and not said_act and of_the_other_clause(question, act, u.text)
                )
                if cause and process:
                    of_cause |= {pos + 1 + i for i in range(len(_items_after(units[rank], pos, p["body"])))}
                # items that are no steps, or the steps of another procedure than the one asked ("处罚按下列程序办理："
                # for 申诉流程, or for 怎么申诉 after 对处罚不服)
                other_list = ask.kind == "steps" and (
                    _labels_other_items(u.text)
                    or (
                        process
                        and ASKED_PROCESS.search(question)
                        and not of_the_asked_process(f"{u.text}{items}", question)
                    )
                    or cause
                )
                if (ask.kind != "general" or ask.numeric) and not other_list:
                    fit = ask.fit(u.text)
                    if fit:  # "fit": it states a value of the asked type
                        g["fit"] = fit
                    elif ask.wants_value:  # "misfit": a value was asked and it states none
                        g["misfit"] = 1.0
                if term:  # "夜班是指什么": "…认定为夜班" over "三班两运转是指…夜班两个班次"; "所称“司龄”，是指…"
                    g["defines"] = defines(term, u.text, strictly)
                elif members and names_members(members, u.text):  # "组员分哪几种": "组员分为全职组员和小时工"
                    g["defines"] = 1.0
                if value_beside(u.text, ask, frame):  # "连续工作满十年" for "连续工作满多少年"
                    g["beside"] = 1.0
                if ask.total and TOTAL_STATED.search(u.text):  # "total": a total asked and stated
                    g["total"] = 1.0
                if ask.kind == "steps" and not other_list:
                    # "入住按下列程序办理：（一）…" over a sentence that mentions applying; for "怎么申诉", an item,
                    # lead-in or heading naming 申诉 (a procedure's lead-in need not: "年休假按以下程序办理：" for
                    # 怎么申请年假), not a sentence merely using the verb (员工申请年休假的，…)
                    if opens_or_is_item and (names_act or not act or process):
                        g["steps"] = 1.0
                    if names_act:
                        g["act"] = 1.0
                if cause:  # "other_act": the procedure of the cause the question's other clause gives
                    g["other_act"] = 1.0
                if (
                    (ask.kind == "list" and items and _leads_into_the_asked(u.text, question))
                    or (ask.kind in ("list", "steps") and _labels_the_asked(u.text, question, ask.kind))
                    or (ask.kind == "steps" and items and process and of_the_asked_process(u.text, question))
                    or (ask.kind == "list" and enumerates_the_asked(u.text, question))
                    or (
                        ask.kind == "list"
                        and heads_the_asked(u.heading, question)
                        and (_is_item(u, p["body"]) or _lists_inline(u.text))
                    )
                ):
                    # "哪些材料": "报销时应当提供下列材料：（一）…" over a rule that mentions 报销; "晋升流程是怎样的":
                    # "晋升流程：1. …"; "怎么申请": "申请流程：在系统中提交…"; "哪些保险": "缴纳养老保险、医疗保险…";
                    # "红线有哪些": the items under "六条红线"; "请假的流程": "请假按以下程序办理：1. …"
                    g["list"] = 1.0
                if articles[pos]:  # a rule stated in a numbered article outranks a story about one
                    g["article"] = 1.0
                    if ask.kind == "article":
                        g["article_asked"] = 1.0
                if _NARRATIVE.search(u.text):  # "narrative": what happened to someone, not the rule
                    g["narrative"] = 1.0
                if unnamed_condition(u.text, question):  # "劳动者在试用期内提前三日…" for 提前多少天通知
                    g["condition"] = 1.0
                # "加班3小时": "4小时以内：领班审批" over "超过4小时：主管审批"
                band = band_fit(question, u.text)
                if band:  # "band_holds" / "band_misses"
                    g["band_holds" if band > 0 else "band_misses"] = 1.0
                if ask.kind == "yes_no" and (
                    gives_verdict(question, u.text) or bounds_the_asked_number(question, u.text)
                ):  # "能安排住宿吗": "…不安排住宿"; "一年能买两台吗": "每年限购1台"
                    g["verdict"] = 1.0
                if ask.kind == "who" and does_the_asked_act(question, u.text):  # "由哪个科室负责解释": "…负责解释"
                    g["who_act"] = 1.0
                if len(u.text) > 250:  # "long": templates and run-on lists read badly as answers
                    g["long"] = 1.0
                out.append(Candidate(rank, pos, u, weighed(g, start=base), items, f | g))
        if not out:  # relevant by section/title only: each fragment's opening sentences
            out = [Candidate(r, i, units[r][i], -0.01 * i - 0.1 * r)
                   for r in range(min(2, len(usable))) for i in range(min(2, len(units[r])))]  # fmt: skip
        return out

    def _score_across(self, question: str, ask: Ask, words: dict[str, float], usable: list[Passage],
                      units: list[list[Unit]]) -> list[Candidate]:  # fmt: skip
        """Sentences of the best three passages by their dense cosine with the question (no shared words)."""
        assert self.cross is not None
        pool = [(r, i, u) for r in range(min(3, len(usable))) for i, u in enumerate(units[r])
                if u.text.strip() not in _header_rows(usable[r]["body"])]  # fmt: skip
        cos = self.cross.cosines(question, [u.joined for _, _, u in pool])
        return [
            Candidate(r, i, u, float(c) + 0.02 * ask.fit(u.text) - 0.005 * r)
            for (r, i, u), c in zip(pool, cos, strict=True)
        ]

    # ── the conclusion ──
    def _conclusion(self, best: Candidate, units: list[Unit], ask: Ask, words: dict[str, float], p: Passage,
                    question: str = "") -> tuple[str, bool]:  # fmt: skip
        """The conclusion line, and whether it was assembled from another fragment (a lead-in's list)."""
        lead_in = best.unit.text.rstrip().endswith((":", "："))
        if lead_in and best.pos + 1 == len(units) and ask.kind in ("list", "steps", "general"):
            # "报到当天请携带以下材料：" ends its fragment; the list is the next fragment's table
            _, items = self._following_items(p)
            if items:
                return _close(strip_lead(best.unit.text).rstrip("：:") + "：" + "、".join(items)), True
        if ask.kind == "list" and best.pos + 2 >= len(units) and _TABLE_BELOW.search(units[-1].text):
            # "…逐项填写《离职工作交接单》。交接事项如下表。" ends its fragment: the items are the next fragment's table
            header, items = self._following_items(p)
            if items:
                return _close((f"{header}：" if header else "") + "、".join(items)), True
        if (
            (lead_in or _NAMES_WHAT_FOLLOWS.search(best.unit.text))
            and ask.kind in ("list", "steps")
            and best.pos + 1 < len(units)
            and _is_item(units[best.pos + 1], p["body"])
        ):  # "应聘人员须向我公司提供以下资料：①…②…": the items are the answer
            if ask.kind == "steps" and (ruling := _case_item(units, best.pos + 1, p["body"], words)) is not None:
                return conclusion_of(ruling.text, ask, words), False
            items = _steps_around(units, best.pos + 1, p["body"])
            return _close(strip_lead(best.unit.text).rstrip("：:。") + "：" + "；".join(items)), False
        nxt = units[best.pos + 1].text if best.pos + 1 < len(units) else ""
        if lead_in and nxt and not (ask.wants_value and ask.stated_by(best.unit.text) and not ask.stated_by(nxt)):
            # a lead-in ("四、迟到、早退和旷工的奖惩制度:") says what follows: the rule is the next sentence,
            # unless the lead-in itself states the value asked for and the next one does not
            best = Candidate(best.rank, best.pos + 1, units[best.pos + 1], best.score)
        if is_table_row(best.unit.text):
            return _row_statement(p["body"], best.unit.text) or best.unit.text, False
        if ask.kind == "steps" and len(steps := _numbered_steps(units, best.pos, p["body"])) >= 2:
            return _close("；".join(steps)), False
        # a slide's bullet ruling the asked case answers alone; a numbered list's items are read together
        case = ask.kind == "steps" and not _mark_style(best.unit.text) and _rules_a_case(best.unit.text)
        # a numbered step ruling the case the question names ("4. 因急病…不能事先请假的，应当…" for 急病没来得及请假怎么办)
        # is a procedure of its own: it answers alone and whole
        case = case or (ask.kind == "steps" and _names_its_case(best.unit, units, words))
        # the items under a heading that asks what to do ("电脑丢失怎么办" then 1. 2. 3.) answer it together, whatever
        # kind the question was read as ("电脑丢了咋整")
        above = units[best.pos - 1].text if best.pos > 0 else best.unit.heading
        asked_above = not ask.wants_value and _QUESTION_END.search(above or "") is not None
        # an item that lists the asked thing's kinds itself ("（三）直接费用，…包括设备费、业务费、劳务费" for 直接费用包括哪些)
        # answers alone and whole, not cut to its first clause among the other items
        listing = ask.kind == "list" and bool(question) and enumerates_the_asked(best.unit.text, question)
        if (ask.kind in ("steps", "list") or asked_above) and _is_item(best.unit, p["body"]) and not (case or listing):
            steps = _steps_around(units, best.pos, p["body"])
            if len(steps) >= 2:
                return _close("；".join(steps)), False
        bare = _BARE_REPLY.fullmatch(best.unit.text.strip())
        if bare and best.pos + 1 < len(units) and not _NEW_QUESTION.match(units[best.pos + 1].text.strip()):
            # a FAQ's "答：有。工会在职工生日当月发放…": the yes alone says nothing; the sentence after it is the answer
            return _close(bare.group(1) + "，" + strip_lead(units[best.pos + 1].text.strip()).rstrip("。")), False
        if ask.wants_value and ask.fit(best.unit.heading) > ask.fit(best.unit.text):
            # a short line above states the value ("每年评审两次：4月和10月" over a slide's steps): it is the answer
            return conclusion_of(best.unit.heading, ask, words), False
        line = conclusion_of(best.unit.text, ask, words)
        if ask.kind == "yes_no" and question and not gives_verdict(question, line):
            # "三类会议能安排住宿吗": the part saying 不安排住宿, not the clauses stating the meeting's length
            ruling = ruling_segment(question, best.unit.text)
            if ruling:
                line = conclusion_of(ruling, ask, words)
        if ask.kind == "yes_no":  # "…一般不跨年度安排" and its way out: "确因工作需要…，可以跨1个年度安排"
            following = units[best.pos + 1] if best.pos + 1 < len(units) else None
            preceding = units[best.pos - 1].text if best.pos > 0 and not best.unit.heading else ""
            line = with_exception(
                line, best.unit.text, following.text if following and not following.heading else "", preceding
            )
        return line, False

    def _following_items(self, p: Passage) -> tuple[str, list[str]]:
        """The items of the fragment after `p` in its document, when that is a table: its label column (and its
        header)."""
        if self.siblings is None or "-" not in p["fragment_id"]:
            return "", []
        doc, ordinal = p["fragment_id"].rsplit("-", 1)
        if not ordinal.isdigit():
            return "", []
        following = f"{doc}-{int(ordinal) + 1:0{len(ordinal)}d}"
        nxt = next((s for s in self.siblings(p["fragment_id"]) if s["fragment_id"] == following), None)
        tables = parse_pipe_tables(nxt["body"]) if nxt is not None else []
        if not tables or not tables[0].rows:
            return "", []
        t = tables[0]
        col = next((i for i, h in enumerate(t.header) if not _SERIAL.match(h) and
                    not all(r[i].strip().isdigit() for r in t.rows if i < len(r))), 0)  # fmt: skip
        items = [r[col].strip() for r in t.rows if col < len(r) and r[col].strip()][:MAX_ITEMS]
        return (t.header[col].strip() if col < len(t.header) else ""), items

    # ── the basis ──
    def _basis(self, best: Candidate, scored: list[Candidate], usable: list[Passage], conclusion: str,
               strict: bool, across: bool = False, words: dict[str, float] | None = None, lang: Lang = "zh",
               question: str = "") -> list[tuple[int, list[Candidate]]]:  # fmt: skip
        """The best sentence (unless the conclusion is all of it), then more of the best two passages by score,
        neighbours of chosen ones favoured, up to `BASIS_SENTENCES` within the character budget. A document's
        own header (编号, 版本, 施行日期) supports only a conclusion read from it; a sentence of another document
        only when it names something of the question the conclusion does not (`_adds_to`). So does any other
        sentence of an English answer: English words are whole words, so a neighbour naming none of the question's
        beyond the conclusion's is only about the same section (English titles and sections already make the
        reply's citations long)."""
        chosen: list[Candidate] = []
        whole = strip_lead(best.unit.text).rstrip("。；;，,.:： ")  # a lead-in concluded on is said once
        listed = _listed(best, conclusion)  # the conclusion lists the steps this sentence is one of
        said = conclusion.rstrip("。.") == whole or _mostly_said(conclusion, whole)
        if not (said and not is_table_row(best.unit.text)) and not listed:
            chosen.append(best)
        used = sum(len(c.unit.text) for c in chosen)
        # an English reply from Chinese sources: the conclusion and one sentence it rests on; a second Chinese sentence
        # is read by few English readers and made their replies the longest (median 205 characters on the law)
        from_chinese = lang == "en" and language_of(best.unit.text) != "en"
        limit = 1 if strict or from_chinese else min(BASIS_SENTENCES, self.max_sentences)
        near = {(best.rank, best.pos - 1), (best.rank, best.pos + 1)}
        # words: a share of the best score; the dense model's cosines of one question's sentences lie close together
        # (`_score_across`), so there only the nearly-as-close ones support it
        floor = best.score - ACROSS_MARGIN if across else best.score * 0.6
        header_too = is_document_metadata(best.unit.text)
        # a conclusion naming the asked kind (事假期间不发工资) rests on no sentence of another kind beside it (病假's
        # 80% under a heading "病假与事假"), nor on an item of a list its lead-in makes another kind's
        of_kind = lang == "zh" and bool(question) and names_asked_kind(question, conclusion)
        others = sorted((c for c in scored if c is not best and c.rank in (best.rank, _second(best, scored))),
                        key=lambda c: -(c.score + (0.3 if (c.rank, c.pos) in near else 0.0)))  # fmt: skip
        for c in others:
            # a lead-in ("迟到或早退处罚细则:") is read with the sentence it introduces: it does not count
            counted = sum(not c.unit.text.rstrip().endswith((":", "：")) for c in chosen)
            if counted >= limit or strict or is_table_row(best.unit.text):  # a looked-up row is its own basis
                break
            if (
                c.score < floor
                or used + len(c.unit.text) > self.budget  # English too: one long sentence fills it
                or _repeats(c, chosen, conclusion)
                or (listed and _listed(c, conclusion))
                or (not header_too and is_document_metadata(c.unit.text))
                or (of_kind and another_kind(question, _with_lead_in(c, usable)) is not None)
                or (
                    words is not None
                    and not across
                    and (
                        _english_words(c.unit.text, lang) or usable[c.rank]["document"] != usable[best.rank]["document"]
                    )
                    and not _adds_to(conclusion, c.unit.text, words)
                    and not (_english_words(c.unit.text, lang) and _opens_with_asked(c.unit.text, words, question))
                )
            ):
                continue
            chosen.append(c)
            used += len(c.unit.text)
        if not chosen:  # the conclusion is the whole best sentence (or lists the steps): the conclusion line cites
            return []  # its passage, and no basis line says the same sentence again
        groups: dict[int, list[Candidate]] = {}
        for c in sorted(chosen, key=lambda c: (c.rank, c.pos)):
            groups.setdefault(c.rank, []).append(c)
        return list(groups.items())


_CITED_AT_END = re.compile(r"\s*[（(]《[^》]*》[^（）()]*[）)]\s*$")  # " (《Handbook》 3.2)" closing a line


def _states_a_phrase_of(question: str, line: str) -> bool:
    """The line holds two meaning words the question says one after the other ("maternal love"): it is about what
    was asked in the asker's own words, whatever a dense score says of another language's source."""
    asked = [stem(w) for w in content_words(question)]
    said = [stem(w) for w in content_words(_CITED_AT_END.sub("", line))]  # the document's name says nothing of it
    pairs = set(pairwise(said))
    return any(pair in pairs for pair in pairwise(asked))


def _dense_of(g: Generation, passages: list[Passage]) -> float:
    """The dense similarity of the passage an answer cites first (0 when only the keyword search found it)."""
    cited = g.citations[0].get("fragment_id") if g.citations else None
    return max((p["dense"] for p in passages if p["fragment_id"] == cited), default=0.0)


def _stating_the_ask(question: str, g: Generation, labels: dict[str, str]) -> Generation:
    """`g`, or no answer when its conclusion states another fact than the one asked (`conclusion_check.py`)."""
    if not g.answer or language_of(question) != "zh":
        return g
    conclusion = g.answer.splitlines()[0].removeprefix(labels["conclusion"])
    cited = g.citations[0] if g.citations else None
    context = f"{cited['document']} {cited['section']} {cited.get('locator', '')}" if cited else ""
    why = unstated_ask(question, conclusion, context)
    return Generation("", [], why=why) if why else g


def _for_their_relative(question: str, g: Generation, labels: dict[str, str]) -> Generation:
    """`g`, or no answer when an English question asks about the asker's relative and its conclusion, read from
    Chinese rules, is not that relative's rule (`subjects.other_person_en`)."""
    if not g.answer or language_of(question) != "en":
        return g
    why = other_person_en(question, g.answer.splitlines()[0].removeprefix(labels["conclusion"]))
    return Generation("", [], why=why) if why else g


def _with_deadline(question: str, g: Generation, labels: dict[str, str]) -> Generation:
    """The conclusion opened by the day its time limit ends on, counted from the question's date (`deadlines.py`)."""
    lines = g.answer.split("\n")
    if not lines[0].startswith(labels["conclusion"]):
        return g
    dated = deadline_line(question, lines[0].removeprefix(labels["conclusion"]))
    if dated is None:
        return g
    old, lines[0] = lines[0], labels["conclusion"] + dated
    derived = [lines[0] if d == old else d for d in g.derived]  # the day is computed: the check takes it as given
    return replace(g, answer="\n".join(lines), derived=derived if old in g.derived else [lines[0], *derived])


def _in_english_marks(g: Generation) -> Generation:
    """An English conclusion joins its parts with English marks (`english_marks`), whichever builder wrote it; the
    lines after it quote their sources as written."""
    first = g.answer.split("\n", 1)[0]
    said = english_marks(first)
    if said == first:
        return g
    derived = [said if line == first else line for line in g.derived]
    return replace(g, answer=said + g.answer[len(first) :], derived=derived)


def _from_chinese(g: Generation, labels: dict[str, str]) -> Generation:
    """The conclusion says it was read from Chinese sources ("Conclusion: (from Chinese sources) …"); a Chinese
    answer read from English sources carries no such mark (the Chinese labels have none)."""
    head, mark = labels["conclusion"], labels.get("from_chinese", "")
    first = g.answer.split("\n", 1)[0]
    if not mark or not first.startswith(head) or first.startswith(head + mark):
        return g
    marked = head + mark + first[len(head) :]
    derived = [marked if line == first else line for line in g.derived]
    return replace(g, answer=marked + g.answer[len(first) :], derived=derived)


# a reply that is only yes or no ("有。", "不可以！"), as a FAQ's answer opens, and the next question of a FAQ
_BARE_REPLY = re.compile(
    r"(?:(?:答|A)\s*[:：]\s*)?((?:没有|有|是的|是|不是|可以|不可以|能|不能|需要|不需要|要|不要|会|不会|不用))[。！!.]?"
)
_NEW_QUESTION = re.compile(r"(?:\*\*)?(?:问|Q)\s*[:：]")


def _amended_cells(table: TableAnswer, usable: list[Passage], question: str) -> tuple[str, Passage, str] | None:
    """Several cells of one row, each read as the number a later notice set for it; the first changing notice's
    passage and sentence (one notice usually changes the row's cells together)."""
    first = table.citations[0]
    statement, source = table.statement, None
    for value, column in zip(table.values, table.columns, strict=False):
        change = amendment_of(value, column, first.row, first.document, usable, question)
        if change is None:
            continue
        old = re.search(r"\d+(?:\.\d+)?", change.old)
        new = re.search(r"\d+(?:\.\d+)?", change.new)
        assert old is not None and new is not None
        statement = replace_value(statement, old.group(), new.group())
        source = source or change
    return (statement, source.passage, source.sentence) if source is not None else None


def _amended_sum(table: TableAnswer, usable: list[Passage], question: str) -> tuple[str, Passage, str] | None:
    """Cells of one row added up (and times the question's count: 5 × (80 + 100)), each read as the number a later
    notice set for it ("伙食补助费由每人每天100元调整为每人每天120元" → 5 × (80 + 120) = 1000元); the statement with the
    new working, the first changing notice's passage and sentence; None when no notice changes a cell."""
    calc, first = table.calculation, table.citations[0]
    if calc is None or calc.operation not in ("sum", "sum_multiply") or len(calc.operands) < len(table.values):
        return None
    split = len(calc.operands) - len(table.values)
    factors, nums = list(calc.operands[:split]), list(calc.operands[split:])
    had = calc.working in table.statement  # the working written out in the statement: rewritten in its place
    statement, source = table.statement.replace(calc.working, "\0") if had else table.statement, None
    for value, column in zip(table.values, table.columns, strict=False):
        change = amendment_of(value, column, first.row, first.document, usable, question)
        old = re.search(r"\d+(?:\.\d+)?", change.old) if change is not None else None
        new = re.search(r"\d+(?:\.\d+)?", change.new) if change is not None else None
        if change is None or old is None or new is None or float(old.group()) not in nums:
            continue
        nums[nums.index(float(old.group()))] = float(new.group())
        statement = replace_value(statement, old.group(), new.group())
        source = source or change
    if source is None:
        return None
    total = evaluate(f"{' * '.join(map(repr, [*factors, 1.0]))} * ({' + '.join(map(repr, nums))})")
    added = " + ".join(map(format_number, nums))
    shown = f"{' × '.join(map(format_number, factors))} × ({added})" if factors else added
    working = f"{shown} = {format_number(total)}{calc.unit}"
    stated = statement.replace("\0", working) if had else f"{statement}（{working}）"
    return stated, source.passage, source.sentence


def _cell_change(table: TableAnswer, usable: list[Passage], question: str) -> Amendment | None:
    """A later notice's change to the look-up's one cell: by its row and column, or (`prose_amendment`) by what the
    column pays ("工作日值班补贴由200元/天上调为250元/天": the notice names the row and what the column pays)."""
    first = table.citations[0]
    return amendment_of(
        table.values[0], table.columns[0], first.row, first.document, usable, question
    ) or prose_amendment(table.values[0], f"{question} {first.row} {table.columns[0]}", first.document, usable, True,
                         question)  # fmt: skip


def _changed_cell(table: TableAnswer, usable: list[Passage], question: str) -> TableAnswer:
    """The one-cell look-up with the number a later notice set for its cell, in its value and statement."""
    change = _cell_change(table, usable, question) if len(table.values) == 1 and table.citations else None
    old = re.search(r"\d+(?:\.\d+)?", change.old) if change is not None else None
    new = re.search(r"\d+(?:\.\d+)?", change.new) if change is not None else None
    if old is None or new is None:
        return table
    return replace(table, values=(replace_value(table.values[0], old.group(), new.group()),),
                   statement=replace_value(table.statement, old.group(), new.group()))  # fmt: skip


def _amended(table: TableAnswer, usable: list[Passage], question: str = "") -> tuple[str, Passage, str] | None:
    """The look-up's statement with the number a later notice set for its one cell (`amendments.py`), the
    notice's passage and sentence; None when no notice changes it."""
    if not table.values or table.by_condition or not table.citations:
        return None
    if len(table.values) > 1:  # the cells of one row side by side (全职 30元/班，小时工 3元/小时): each may be changed;
        # a join's further citations (城市 → 城市类别, on another sheet or another table) only led to that row
        if table.citations[1:] != tuple(s.citation for s in table.joins):
            return None  # cells of several rows: each would be checked against the first row's name
        return _amended_cells(table, usable, question) if table.calculation is None else _amended_sum(table, usable,
                                                                                                      question)  # fmt: skip
    change = _cell_change(table, usable, question)
    if change is None:
        return None
    old = re.search(r"\d+(?:\.\d+)?", change.old)
    new = re.search(r"\d+(?:\.\d+)?", change.new)
    assert old is not None and new is not None
    calc = table.calculation
    if calc is None:
        statement = replace_value(table.statement, old.group(), new.group())
    elif calc.operation == "multiply" and float(old.group()) in calc.operands:
        product = calc.result / float(old.group()) * float(new.group())
        working = replace_value(replace_value(calc.working, old.group(), new.group()), format_number(calc.result),
                                format_number(product))  # fmt: skip
        if calc.working in table.statement:  # the working written out in the statement: rewritten whole
            statement = replace_value(table.statement.replace(calc.working, working), old.group(), new.group())
        else:
            statement = replace_value(replace_value(table.statement, old.group(), new.group()),
                                      format_number(calc.result), format_number(product))  # fmt: skip
        if working not in statement:
            statement = f"{statement}（{working}）"
    else:
        return None
    return statement, change.passage, change.sentence


def _per_step(question: str, words: dict[str, float], usable: list[Passage], units: list[list[Unit]],
              labels: dict[str, str]) -> tuple[list[str], list[Citation]] | None:  # fmt: skip
    """The conclusion and basis from a rule stated per step ("每满1年…30元") about the question's topic, applied to
    the question's number (`per_step.step_total`), or None when no such rule answers it."""
    for rank, p in enumerate(usable):
        for u in units[rank]:
            if is_table_row(u.text) or fuzzy_coverage(words, f"{p['section']} {u.joined}") < STEP_TOPIC_SHARE:
                continue
            total = step_total(question, u.text)
            if total is None:
                continue
            where = _locator(p, u)
            cite = Citation(document=p["document"], section=p["section"], fragment_id=p["fragment_id"], locator=where)
            quote = labels["quote"].format(document=p["document"], section=where) + strip_lead(u.text)
            return [labels["conclusion"] + total.statement, labels["basis"] + quote], [cite]
    return None


def _bill(question: str, usable: list[Passage], labels: dict[str, str]
          ) -> tuple[list[str], list[Citation]] | None:  # fmt: skip
    """The conclusion (the counted items' total, or what is left of a deposit, with the working) and the basis (each
    price list and deposit sentence it read, cited), from `counted_items.bill`; None when it finds no such bill."""
    found = bill(question, usable)
    if found is None:
        return None
    lines = [labels["conclusion"] + _close(found.statement)]
    citations: list[Citation] = []
    for p, sentence in found.sources:
        unit = next(
            (u for u in sentence_units(p["body"], semicolons=False) if arabic_numerals(u.text) == sentence), None
        )
        where = _locator(p, unit) if unit is not None else p["section"]
        cite = Citation(document=p["document"], section=p["section"], fragment_id=p["fragment_id"], locator=where)
        if cite not in citations:
            citations.append(cite)
        text = strip_lead(unit.text) if unit is not None else sentence
        lines.append(labels["basis"] + labels["quote"].format(document=p["document"], section=where) + _close(text))
    return lines, citations


def _rule_sum(question: str, usable: list[Passage], labels: dict[str, str], tables: bool = False,
              siblings: Siblings | None = None) -> tuple[list[str], list[Citation]] | None:  # fmt: skip
    """The conclusion (the two items' total with each part's working) and the basis (a notice that changed a part's
    number, then each part's sentence or table row, cited), from `rule_sums.rule_sum` (with `tables`, one part a
    table's); None when it finds no such sum."""
    found = rule_sum(question, usable, tables=tables, siblings=siblings)
    if found is None:
        return None
    lines = [labels["conclusion"] + _close(found.statement)]
    citations: list[Citation] = []
    for part in found.parts:
        if part.cited:  # a table's part: its sheets cited, its row quoted
            citations += [c for c in part.cited if c not in citations]
            sheet = part.cited[0]
            lines.append(labels["basis"] + labels["quote"].format(document=sheet["document"], section=sheet["locator"])
                         + part.sentence)  # fmt: skip
            continue
        p = part.passage
        quoted: list[tuple[Passage, str, str]] = []
        if part.change is not None:
            n = part.change.passage
            quoted.append((n, n["section"], part.change.sentence))
        unit = next((u for u in sentence_units(p["body"], semicolons=False) if u.text == part.sentence), None)
        quoted.append((p, _locator(p, unit) if unit is not None else p["section"], strip_lead(part.sentence)))
        for q, where, text in quoted:
            cite = Citation(document=q["document"], section=q["section"], fragment_id=q["fragment_id"], locator=where)
            if cite in citations and any(text in line for line in lines):
                continue
            citations.append(cite)
            lines.append(labels["basis"] + labels["quote"].format(document=q["document"], section=where) + _close(text))
    return lines, citations


def _formula(question: str, usable: list[Passage], units: list[list[Unit]], labels: dict[str, str]
             ) -> tuple[list[str], list[Citation], list[tuple[Passage, str, str]]] | None:  # fmt: skip
    """The conclusion (the computed value with its working) and the basis (each formula and rate it used, cited),
    with what each basis line quotes (passage, sentence, locator); None when no formula in the evidence takes the
    question's numbers (`formulas.formula_answer`)."""
    found = formula_answer(question, usable) or listed_formula_answer(question, usable)
    if found is None:
        return None
    lines = [labels["conclusion"] + _close(found.statement)]
    citations: list[Citation] = []
    quoted: set[tuple[int, str]] = set()
    sources: list[tuple[Passage, str, str]] = []
    for rank, sentence in found.sources:
        p = usable[rank]
        unit = next((u for u in units[rank] if sentence in normal(u.joined)), None)
        where = _locator(p, unit) if unit is not None else p["section"]
        cite = Citation(document=p["document"], section=p["section"], fragment_id=p["fragment_id"], locator=where)
        if cite not in citations:
            citations.append(cite)
        text = sentence
        if unit is not None:  # a formula on a short line of its own is read as the heading of the next sentence
            text = strip_lead(unit.text if sentence in normal(unit.text) else unit.joined)
        if (rank, text) in quoted:
            continue
        quoted.add((rank, text))
        sources.append((p, text, where))
        lines.append(labels["basis"] + labels["quote"].format(document=p["document"], section=where) + text)
    return lines, citations, sources


def _subject(units: list[Unit]) -> str:
    """The passage's opening sentence when it introduces what the passage is about ("海宁西站，是沪昆客运专线的
    一个车站"), else "": a rule's opening ("第一条 为规范…") names no subject the later sentences speak of."""
    first = units[0].text if units else ""
    lead = strip_lead(first)
    m = _INTRODUCES.match(lead)
    if m and re.match(r"\s*\d", lead[m.end() :]):  # "教职工试用期为12个月" states a value: a rule, no subject
        m = None
    return first if m or _GLOSSED.match(lead) else ""


def _without_title(u: Unit, document: str) -> str:
    """The sentence with its heading lines, less those that only repeat the document's title (a title slide's
    "信息安全红线培训（2026）" over its subtitle): the title places every sentence (`_placed`), it says nothing of one."""
    title = _TITLE_TAIL.sub("", document).strip()
    heading = f" {u.heading} "  # its lines joined by spaces: a title is taken out whole, spaces and all
    for name in sorted({document.strip(), title, _TITLE_TAIL.sub("", title).strip()} - {""}, key=len, reverse=True):
        heading = heading.replace(f" {name} ", " ")
    return " ".join([*heading.split(), u.text])


def _coverage_with_subject(words: dict[str, float], text: str, subject: str) -> float:
    """`fuzzy_coverage` of a sentence, where the words it leaves out but the passage's subject (`_subject`) names
    count, less a little (the sentence that repeats the name is the plainer statement): "车站于2010年启用"
    speaks of the 海宁西站 its passage opens with, so "海宁西站哪一年启用" turns on 启用, not on which sentence
    repeats the station's name."""
    own = fuzzy_coverage(words, text)
    if not subject:
        return own
    return max(own, fuzzy_coverage(words, f"{text} {subject}") - 0.1)


def _placed(words: dict[str, float], title: str, text: str) -> float:
    """The share of the question's words that the passage's title (document and section) names and `text` (the
    sentence, with the subject its passage opens with) leaves unsaid (by `fuzzy_coverage`): the section places a
    sentence that does not name its topic ("每年享有7天" under 年假), while a word the sentence says counts once —
    under "劳动合同的解除" the sentence on 解除劳动合同 does not outrank "进入公司一个月内必须签订劳动合同" for
    "多久之内要签劳动合同" by naming 劳动合同 twice."""
    if not words:
        return 0.0
    topic = coverage(words, title)
    if topic >= SECTION_TOPIC:  # "三、工资卡办理" for 工资卡怎么办理: every sentence under it is on topic
        return topic
    named = title.lower()
    return sum(w * (1.0 - fuzzy_coverage({k: 1.0}, text)) for k, w in words.items() if k in named) / sum(words.values())


def _of_the_asked_kind(question: str, stating: list[Candidate], usable: list[Passage],
                       meeting: list[Candidate], words: dict[str, float]) -> list[Candidate]:  # fmt: skip
    """The sentences stating the asked value that speak of the kind of leave or allowance asked, not another one
    ending in its name (产假, not 陪产假). When none of them names the asked kind (nor does its heading), a sentence
    naming it and the rest of what is asked says it in words ("事假期间不发工资" for 事假工资怎么发, beside "病假期间按基本
    工资的80%发放" under a heading "病假与事假"): the asked kind's own sentence over another kind's number ("享受产假158天"
    says nothing of 产假期间薪资, nor "男员工在配偶产假期间享受陪产假" of 产假期间工资)."""
    kinds = asked_kinds(question)
    # the rest asked, in words that can be a topic (期间 frames 产假期间 and names nothing of it)
    rest = [w for w in words if len(w) > 1 and topical(w) and not any(w in k or k in w for k in kinds)]

    def context(c: Candidate) -> str:
        return f"{usable[c.rank]['section']} {c.unit.joined}"

    # the heading speaks for a sentence naming no kind, not for one naming another; a list item is read with its
    # lead-in ("病假期间按以下标准发放病假工资：" before "司龄不满2年的，按…60%发放" makes the item 病假's)
    same_kind = [
        c
        for c in stating
        if another_kind(question, context(c)) is None and another_kind(question, _with_lead_in(c, usable)) is None
    ]
    if any(names_asked_kind(question, context(c)) for c in same_kind):
        return same_kind
    named = [c for c in meeting if names_asked_kind(question, c.unit.text) and any(w in c.unit.text for w in rest)]
    return named or same_kind


def _with_lead_in(c: Candidate, usable: list[Passage]) -> str:
    """The sentence, after the lead-in ("…按以下标准发放病假工资：") of the list it is an item of, if it is one."""
    body = usable[c.rank]["body"]
    units = sentence_units(body, semicolons=False)
    if c.pos >= len(units) or units[c.pos].text != c.unit.text or not _is_item(c.unit, body):
        return c.unit.text
    for u in reversed(units[max(0, c.pos - 9) : c.pos]):
        if u.text.rstrip().endswith((":", "：")):
            return f"{u.text} {c.unit.text}"
        if not _is_item(u, body):
            break
    return c.unit.text


def _value_beside_topic(text: str, ask: Ask, words: dict[str, float]) -> bool:
    """In a list of things and their values ("补充医疗保险、生日礼金300元、春节及中秋节礼品"), a value answers only
    for the item it stands in: some item stating a value must name a word of the question ("中秋节过节费发多少钱"
    is not answered by the 300元 of 生日礼金). A sentence that is no such list passes."""
    items = text.split("、")
    if len(items) < LIST_ITEMS:
        return True
    # the list ends at the first clause break of its last item; a value only after it is said of every item ("有腹泻、
    # 呕吐、发热的员工，症状消失后满48小时方可上岗"), while one inside the last item is still that item's
    listed = re.split(r"[，,；;。]", items[-1], maxsplit=1)[0]
    if not ask.stated_by(listed):
        items[-1] = listed
    holders = [item for item in items if ask.stated_by(item)]
    return not holders or any(w in item.lower() for item in holders for w in words if len(w) >= 2)


def _same_article(p: Passage, units: list[Unit], pos: int) -> str:
    """The sentence at `pos` with those after it in the same numbered article (or the next two when none is)."""
    own = article_of(p["body"], units[pos].start, units[pos].heading)
    out = [units[pos].text]
    for u in units[pos + 1 : pos + 4]:
        if article_of(p["body"], u.start, u.heading) != own or (not own and len(out) >= 3):
            break
        out.append(u.text)
    return " ".join(out)


# of the best sentence's score a sentence that computes the asked total holds to replace it: a rate beside its topic
# line scores a little under it (0.8 of it in the tests' 授课酬金 pair), while one scored under half of it (0.4) is
# taken for another topic of the same document; 0.6 sits between the two
COMPUTING_SHARE = 0.6


def _computing(question: str, best: Candidate, scored: list[Candidate], usable: list[Passage]) -> Candidate:
    """The best sentence, or, when it states no rate the question's numbers apply to, the best-scored sentence of its
    document that does ("讲课费按实际学时计算" beside "正高级…每学时最高不超过1000元", asked "讲了3个学时"): the
    question brings a count, so the sentence to conclude with is the one its count multiplies. Only a sentence scored
    near the best one and of the same document, so a rate of another topic is never taken."""
    if not re.search(r"\d", arabic_numerals(question)):
        return best  # no count of the question's: a rule's own sum (5万元 × 30%) is no reason to leave the best
    if applied_value(question, best.unit.text, usable[best.rank]["body"]) is not None:
        return best
    document = usable[best.rank]["document"]
    near = [c for c in scored if c is not best and c.score >= COMPUTING_SHARE * best.score
            and usable[c.rank]["document"] == document]  # fmt: skip
    for c in sorted(near, key=lambda c: -c.score):
        if applied_value(question, c.unit.text, usable[c.rank]["body"]) is not None:
            return c
    return best


def _gives_the_kind(question: str, ask: Ask, text: str) -> bool:
    """The sentence gives what a who question asks for: a role named beside the act the one asked for does. (A
    yes/no question's verdict is not read first: its act, read as pairs of characters, matched a verdict on
    another act — "能不能留到明年休" and "…不计入年休假" — and gained nothing the verdict bonus had not.)"""
    if ask.kind == "who":
        return does_the_asked_act(question, text) and ask.fit(text) > 0
    return False


def _defined_in_prose(question: str, ask: Ask, units: list[list[Unit]]) -> bool:
    """Some sentence of the evidence (not a table row) defines the term the question asks to have explained or
    asks how it is counted: the look-up of a table naming the term does not answer it."""
    term, strictly = term_asked(question, ask.kind)
    return bool(term) and any(
        not is_table_row(u.text) and defines(term, u.text, strictly) > 0 for us in units for u in us
    )


def _lists_after(term: str, text: str) -> bool:
    """After naming `term`, the sentence lists two or more things ("紧急投诉：媒体曝光、12315转来的投诉、集体投诉"), not
    what is done about it ("紧急投诉：立即报告门店总经理")."""
    at = text.find(term)
    return at >= 0 and "、" in text[at + len(term) :]


def _answer_to(best: Candidate, units: list[Unit]) -> Candidate:
    """A sentence that is itself a question (an FAQ's "问：试用期员工能申报晋升吗？") shares the most words with the
    question asked but answers nothing: the sentence after it ("答：不能，转正后方可申报") does."""
    after = units[best.pos + 1] if best.pos + 1 < len(units) else None
    if after is None or not _QUESTION_END.search(best.unit.text) or _QUESTION_END.search(after.text):
        return best
    return Candidate(best.rank, best.pos + 1, after, best.score)


def _second(best: Candidate, scored: list[Candidate]) -> int:
    """The passage of the best sentence outside the best one's passage (-1 when none)."""
    rest = [c for c in scored if c.rank != best.rank]
    return max(rest, key=lambda c: c.score).rank if rest else -1


def _english_words(sentence: str, lang: Lang) -> bool:
    """An English question's words read against an English sentence: whole words on both sides (a question carried
    into Chinese words by the bridge names only the few it could carry, so it cannot say what a sentence adds)."""
    return lang == "en" and language_of(sentence) == "en"


_EN_ARTICLE = re.compile(r"^(?:the|a|an|your|our|each|every)\s+")
_EN_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")


def _opens_with_asked(sentence: str, words: dict[str, float], question: str) -> bool:
    """An English sentence whose subject is two of the question's key words in a row in the question ("The company
    factor is set by the Board…" for "What is the company factor in the bonus formula?"): it says what the asked
    thing is. Two key words apart in the question ("factor … bonus") name no one thing."""
    opening = _EN_ARTICLE.sub("", strip_lead(sentence).lower())
    asked = _EN_WORD.findall(question.lower().replace("-", " "))
    return any(a in words and b in words and opening.startswith(f"{a} {b}") for a, b in pairwise(asked))


def _adds_to(conclusion: str, sentence: str, words: dict[str, float]) -> bool:
    """The sentence names a word of the question the conclusion leaves out: another document's sentence that
    only shares the conclusion's topic ("PTO does not accrue during unpaid leave" under an answer on advance PTO)
    supports nothing asked and only lengthens the reply."""
    said, text = conclusion.lower(), sentence.lower()
    return any(w in text and w not in said for w in words)


# of a sentence's characters a conclusion cut from it must say for the sentence not to be quoted again below it
MOSTLY_SAID = 0.7


def _mostly_said(conclusion: str, whole: str) -> bool:
    """The conclusion is most of the sentence, word for word (its condition clause cut): quoting the sentence again
    as the basis would say it twice; the conclusion line cites it instead."""
    bare = CITATION.sub("", conclusion).strip().rstrip("。.；;")
    return bool(bare) and bare in whole and len(bare) >= MOSTLY_SAID * len(whole)


def _repeats(c: Candidate, chosen: list[Candidate], conclusion: str) -> bool:
    text = strip_lead(c.unit.text)
    return any(text == strip_lead(o.unit.text) for o in chosen) or (len(text) > 8 and text.rstrip("。") in conclusion)


def _listed(c: Candidate, conclusion: str) -> bool:
    """The sentence is one item of a conclusion that lists several (steps, a list's items)."""
    item = _TIME_LEAD.sub("", strip_lead(c.unit.text)).replace("**", "").strip()
    return len(conclusion) > len(item) + 10 and re.split(r"[，,；;。]", item)[0][:12] in conclusion


def _locator(p: Passage, unit: Unit) -> str:
    """第N条 when the document numbers its articles, a table row by its first cell, else the section."""
    section = own_section(p["document"], p["section"])
    if is_table_row(unit.text):
        first = next((c.strip() for c in unit.text.strip().strip("|").split("|") if c.strip()), "")
        return f"{section}（{first}）" if first else section
    return article_of(p["body"], unit.start, unit.heading) or section


# a title's version or date: "新员工入职指南V1.0", "…的通知(2009-03-29)", "…办法（2024年修订）"
_TITLE_TAIL = re.compile(r"[\s_-]*(?:[vV]\d+(?:\.\d+)*|[（(][^（()）]{0,12}\d{4}[^（()）]{0,12}[)）])$")


def own_section(document: str, section: str) -> str:
    """The section path without the leading headings that only repeat the document's title: in 《劳动仲裁和劳动诉讼
    的攻略》 "劳动仲裁和劳动诉讼的攻略 > 加班费的计算" is "加班费的计算" (a citation names the document already)."""
    title = _TITLE_TAIL.sub("", document).strip()
    parts = section.split(" > ")
    while len(parts) > 1 and title and (title in parts[0] or parts[0].strip() in document):
        parts = parts[1:]
    return " > ".join(parts)


def _steps_around(units: list[Unit], pos: int, body: str = "") -> list[str]:
    """The enumerated (or bulleted) list the best sentence belongs to, each item with its own numbering
    ("1.", "（一）") and as much of its text as reads in one breath (`MAX_ITEM`, cut at a clause)."""
    style = _mark_style(units[pos].text)
    depth = _indent(units[pos], body)

    def joins(u: Unit, marks: set[str], above: Unit, step: int) -> bool:
        # an item numbered otherwise than every list joined so far (`marks`: "（三）" after "（二）…以下材料：1. 2." goes
        # on) belongs to another list: above this one, the list it is nested in (the "（二）登高作业许可。" whose
        # "1. …；2. …" are the steps asked, flattened onto one line by a PDF); below it, the next list, unless the item
        # above leads into it ("评审按以下程序进行：" then 1. 2. 3.); an item indented otherwise belongs to a list nested
        # in this one, or to the list this one is nested in
        if not _is_item(u, body) or _indent(u, body) != depth:
            return False
        return _mark_style(u.text) in marks or (step > 0 and above.text.rstrip().endswith((":", "：")))

    def nested(u: Unit) -> bool:  # an item of a list under one of this list's items
        return _is_item(u, body) and _indent(u, body) > depth

    def reach(step: int) -> int:
        at = end = pos
        seen = {style}
        while 0 <= at + step < len(units):
            u = units[at + step]
            if not (nested(u) or joins(u, seen, units[at], step)):
                break
            at += step
            if not nested(u):
                end = at
                seen.add(_mark_style(u.text))
        return end

    # a heading numbered like the items and asking what they answer ("5. 电脑丢失怎么办" before "1. …") is none of them
    out = [_as_item(u) for u in units[reach(-1) : reach(1) + 1] if not nested(u) and not _QUESTION_END.search(u.text)]
    return [item for item in out if item][:MAX_ITEMS]


def _as_item(u: Unit, number: str = "") -> str:
    """An item with its own numbering ("1. 签到", "（一）签到", "第一步：登录") and as much of its text as reads in one
    breath (`MAX_ITEM`, cut at a clause); "" when nothing is left."""
    if not number:
        mark = _ENUMERATED.match(u.text)
        number = re.sub(r"\s+", "", mark.group()) if mark else ""
    number += " " if number[-1:].isascii() and number else ""  # "1. 签到", "（一）签到"
    number += "：" if number.endswith("步") else ""  # "第一步：登录OA系统"
    item = _TIME_LEAD.sub("", strip_lead(u.text)).replace("**", "").strip()
    if number and item.startswith(number.strip()):  # "第一步：…" keeps its own numbering once
        item = item[len(number.strip()) :].lstrip("：: ")
    item = _ADDRESS.sub("", item)  # a step says what to do; the portal's address is in the basis
    clauses = [c for c in re.split(r"(?<=[，,；;。])", item) if c]
    kept = clauses[:1]
    for c in clauses[1:]:
        if len("".join(kept)) + len(c) > MAX_ITEM:
            break
        kept.append(c)
    text = "".join(kept).rstrip("，,；;。 ")
    return number + text if text else ""


# a clause number of three or more levels ("4.2.1 在一更室…"): its siblings under one parent (4.2.x) are a procedure's
# steps; a document's sections (5.1, 5.2 …) are not
_CLAUSE_NUMBER = re.compile(r"^\s*(?P<parent>\d+(?:\.\d+)+)\.\d+[ \t\u3000]+(?=\S)")


# a sentence pointing to the table below it ("交接事项如下表。", "具体标准见下表：")
_TABLE_BELOW = re.compile(r"(?:如|见)下表[。：:]?\s*$")
# "…的，" opens the rule for one case; "审批通过的，由人力资源部发放录用通知" is a step after the one before it
_A_CASE = re.compile(r"[^，,。；;]{2,30}(?<!通过|批准|同意|确认)的[，,]")


def _rules_a_case(text: str) -> bool:
    """A clause of the sentence rules one case ("…；22:00以后留在办公室的，须提前提交加班门禁申请"): it answers a
    question about that case by itself, not as one of a list's items."""
    return any(_A_CASE.match(clause) for clause in re.split(r"[；;]", strip_lead(text)))


def _case_item(units: list[Unit], start: int, body: str, words: dict[str, float]) -> Unit | None:
    """The item of the list opening at `start` that rules the case the question names (`_names_its_case`), or None."""
    at = start
    while at < len(units) and _is_item(units[at], body):
        if _names_its_case(units[at], units, words):
            return units[at]
        at += 1
    return None


def _names_its_case(item: Unit, units: list[Unit], words: dict[str, float]) -> bool:
    """The item opens with the case it rules ("因急病等特殊情况不能事先请假的，") and the question names a word of that
    case which no other sentence of its passage holds: the question asks about that case, not the whole procedure."""
    case = _A_CASE.match(strip_lead(item.text))
    if case is None:
        return False
    others = [u.text for u in units if u is not item]
    return any(len(w) >= 2 and w in case.group() and not any(w in o for o in others) for w in words)


def _numbered_steps(units: list[Unit], pos: int, body: str) -> list[str]:
    """The clauses numbered under the same parent as the one at `pos` (or the clause whose line it ends), in a row
    (4.2.1 … 4.2.4 of "4.2 进入D级区的更衣程序"): a procedure a standard operating procedure writes as sub-clauses
    rather than as a list."""
    while (
        pos > 0
        and not _CLAUSE_NUMBER.match(units[pos].text)
        and "\n" not in body[units[pos - 1].start : units[pos].start]
    ):
        pos -= 1  # "4.3.5 经气闸室进入B级区。进入B级区的更衣全过程不得少于8分钟。": the second sentence is of 4.3.5
    m = _CLAUSE_NUMBER.match(units[pos].text)
    if m is None or _rules_a_case(units[pos].text[m.end() :]):
        return []  # "4.5.2 菜品中发现异物的，须拍照留证": the rule for one case, beside the rules for others

    def sibling(u: Unit) -> bool:
        n = _CLAUSE_NUMBER.match(u.text)
        return n is not None and n.group("parent") == m.group("parent")

    lo = hi = pos
    while lo > 0 and sibling(units[lo - 1]):
        lo -= 1
    while hi + 1 < len(units) and sibling(units[hi + 1]):
        hi += 1
    out = [_as_item(u, u.text.split()[0]) for u in units[lo : hi + 1]]
    return [item for item in out if item][:MAX_ITEMS]


_MARK_STYLES = (
    ("arabic", re.compile(r"^\s*\d+[.、．)](?!\d)")),
    ("paren", re.compile(r"^\s*[（(][一二三四五六七八九十\d]+[）)]")),
    ("step", re.compile(r"^\s*第[一二三四五六七八九十]步")),
    ("circled", re.compile(r"^\s*[①-⑳]")),
)


# a sentence that says items follow though it closes with a full stop ("每班作业前须按以下步骤检查车辆，发现异常不得
# 使用。" then 1. 2. 3.): not "2000元以下", which bounds an amount
_NAMES_WHAT_FOLLOWS = re.compile(
    r"(?:以下|下列|如下)的?(?:步骤|程序|流程|顺序|材料|资料|情形|事项|条件|方式|要求|内容|项目)"
)


# "报销时应当提供下列材料：": what the items that follow are (材料), named right after 下列/以下/如下
_FOLLOWING_KIND = re.compile(r"(?:以下|下列|如下)的?(?P<kind>[\u4e00-\u9fff]{2,4}?)(?:之一)?的?[：:]\s*$")


def _lead_in_kind(text: str) -> str:
    """What the items a lead-in introduces are ("…提供下列材料：" → 材料); "" for a sentence that is no lead-in."""
    m = _FOLLOWING_KIND.search(text.strip())
    return m.group("kind") if m is not None else ""


def _leads_into_the_asked(text: str, question: str) -> bool:
    """A lead-in whose items are of the kind the list question asks for ("哪些材料" and "…提供下列材料：")."""
    kind = _lead_in_kind(text)
    return bool(kind) and kind in question


def _leads_into_a_process(text: str) -> bool:
    """A lead-in whose items are the steps of a procedure ("…按以下程序办理："), whichever of 流程/程序/步骤/手续 the
    question says."""
    return _PROCESS_WORD.search(_lead_in_kind(text)) is not None


_PROCESS_WORD = re.compile(r"流程|步骤|程序|手续")
# a sentence's label ("申请条件：", "晋升流程：在系统中…"): a few words before its colon, the last two its head noun
_LABEL = re.compile(r"^\s*(?P<label>[\u4e00-\u9fff]{2,10})[：:]")
_LABEL_VERB = re.compile(r"(?:为|是|如下)$")  # "晋升流程为：", "申请条件如下：" (but 行为 of "禁止行为：" stays)
_PROCESS = re.compile(r"(?:流程|步骤|程序|手续|方法)$")
_NOT_STEPS = re.compile(r"(?:条件|资格|材料|资料|要求|范围|对象|标准|情形)$")


def _label_of(text: str) -> str:
    """The sentence's label, its numbering aside ("第十四条 申请流程：…" → 申请流程, "晋升流程为：" → 晋升流程); "" when
    it has none."""
    m = _LABEL.match(strip_lead(text))
    if m is None:
        return ""
    label = m.group("label")
    bare = _LABEL_VERB.sub("", label)
    return bare if bare != label and (_PROCESS.search(bare) or _NOT_STEPS.search(bare)) else label


def _labels_the_asked(text: str, question: str, kind: str) -> bool:
    """The sentence is labelled by what the question asks for: a list question's noun (哪些条件 and "申请条件：…"),
    or for steps a process label whose action or topic the question names ("申请流程：…" for 怎么申请, "晋升流程："
    for 晋升流程是怎样的)."""
    label = _label_of(text)
    if not label:
        return False
    if kind == "list":
        return len(label) > 2 and label[-2:] in question
    process = _PROCESS.search(label)
    topic = label[: process.start()][-2:] if process is not None else ""
    return bool(topic) and topic in question  # a bare "流程：" names no topic


def _labels_other_items(text: str) -> bool:
    """A label or lead-in of items that are no steps ("申请条件：", "所需材料：…", "须同时满足以下条件："): their words
    (申请, 提交) ask no process."""
    return _NOT_STEPS.search(_label_of(text)) is not None or _NOT_STEPS.search(_lead_in_kind(text)) is not None


def _mark_style(text: str) -> str:
    """How an item is numbered ("1、", "（一）", "第一步", "①"; "" for a bullet): a lead-in numbered unlike the
    items around it belongs to another list, so "1、有下列情形之一的…：" before ①②③ is an item of the outer list,
    not one of those it leads into, and "2、…：" after them opens the next."""
    return next((name for name, pattern in _MARK_STYLES if pattern.match(text)), "")


def _opens_list(units: list[Unit], pos: int, body: str) -> bool:
    """The sentence is a lead-in ("…按下列程序办理：") whose next sentence is an item of a list."""
    return units[pos].text.rstrip().endswith((":", "：")) and pos + 1 < len(units) and _is_item(units[pos + 1], body)


def _items_after(units: list[Unit], pos: int, body: str) -> list[Unit]:
    """The items of the list a lead-in at `pos` opens (at most 8)."""
    out: list[Unit] = []
    for u in units[pos + 1 : pos + 9]:
        if not _is_item(u, body):
            break
        out.append(u)
    return out


def _opens_or_is_item(units: list[Unit], pos: int, body: str) -> bool:
    """The sentence is an item of a list, or the lead-in ("…按下列程序办理：") whose next sentence is one."""
    return _is_item(units[pos], body) or _opens_list(units, pos, body)


def _line_lead(unit: Unit, body: str) -> str | None:
    """What stands before the unit on its line of the fragment body ("  - " of a nested bullet), or None when the
    unit is not found there. Searched from the unit's own offset: a short item's words often occur earlier too
    ("须在岗满1年。" before the item "在岗满1年"); the body is never shorter than the text units are cut from."""
    if not body:
        return None
    key = unit.text[:12]
    at = body.find(key, unit.start)
    at = body.find(key) if at < 0 else at
    return body[body.rfind("\n", 0, at) + 1 : at] if at >= 0 else None


def _indent(unit: Unit, body: str) -> int:
    """How far the unit's line is indented in the fragment body (0 when it is not found there)."""
    lead = _line_lead(unit, body)
    return 0 if lead is None else len(lead) - len(lead.lstrip())


def _lists_inline(text: str) -> bool:
    """The sentence is a list of things written inline ("个人违章罚款、私人物品、烟酒、未经审批的宴请"): its first clause
    holds `LIST_ITEMS` or more "、"-separated items."""
    return len(re.split(r"[，,；;。：:]", strip_lead(text), maxsplit=1)[0].split("、")) >= LIST_ITEMS


def _is_item(unit: Unit, body: str) -> bool:
    """An item of a list: numbered ("1.", "（一）", "第一步") or, in the fragment body, a bullet line ("- …")."""
    if _ENUMERATED.match(unit.text):
        return True
    lead = _line_lead(unit, body)
    return lead is not None and bool(_BULLET.fullmatch(lead))


def _header_rows(body: str) -> set[str]:
    """The header row (and its |---| separator) of every pipe table in a fragment body."""
    out: set[str] = set()
    prev = ""
    for line in body.splitlines():
        s = line.strip()
        if is_table_row(s) and re.fullmatch(r"\|(\s*:?-{2,}:?\s*\|)+", s):
            out |= {prev, s}
        prev = s
    return out


def _row_headers(body: str) -> dict[str, str]:
    """Each pipe-table row of a fragment body → its table's header row."""
    out: dict[str, str] = {}
    header = ""
    lines = [ln.strip() for ln in body.splitlines()]
    for i, s in enumerate(lines):
        if not is_table_row(s):
            header = ""
            continue
        if re.fullmatch(r"\|(\s*:?-{2,}:?\s*\|)+", s):
            header = lines[i - 1] if i else ""
        elif header:
            out[s] = header
    return out


def _row_statement(body: str, row: str) -> str:
    """A table row as "header：cell；…" using the table's header row in the same fragment."""
    lines = [ln.strip() for ln in body.splitlines()]
    header: list[str] = []
    for ln in lines:
        if is_table_row(ln):
            cells = [c.strip() for c in ln.strip("|").split("|")]
            if not header:
                header = cells
            elif ln == row.strip():
                pairs = [f"{h}：{v}" for h, v in zip(header, cells, strict=False) if v and not re.fullmatch(r"-+", v)]
                return _close("；".join(pairs))
    return ""


def _without_product(said: str, calc: Calculation | None) -> str:
    """A table's statement without its own "，4天共 4 × 550 = 2200元", for an answer that works the total anew."""
    return said if calc is None else said.replace(f"，{calc.counted}共 {calc.working}", "")


def _close(text: str) -> str:
    return close_sentence(text, row_end=False)  # a tier's or a list's line is closed even after a table cell


def _joined(parts: list[str], lang: str) -> str:
    """Sentences as running text, each closed before the next, numbering kept out."""
    out = ""
    for s in parts:
        s = strip_lead(s) if not is_table_row(s) else s
        if out and out[-1] not in "。！？；.!?;|：:":
            out += "." if lang == "en" else "。"
        if out and lang == "en":
            out += " "
        out += s
    return out


def _table_answers(question: str, ask: Ask, scored: list[Candidate] | None, conclusion: str) -> bool:
    """Whether a table's look-up answers the question as asked, rather than a sentence of the evidence: a date
    question's look-up must state a date; a yes/no question's is passed over when the best sentence by words
    (`scored`) rules on the act asked ("城东店有没有六人间": "C类门店不设六人间" over the table's empty cell)."""
    if ask.kind == "date":
        return ask.stated_by(conclusion)
    if ask.kind == "yes_no":
        return not scored or not gives_verdict(question, max(scored, key=lambda c: c.score).unit.text)
    return True


def _bodies_of(document: str, usable: list[Passage]) -> list[str]:
    """The bodies of the evidence's fragments of `document` (the rules that adjust or add to a value it states)."""
    return [p["body"] for p in usable if p["document"] == document]


def _adjusted(question: str, value: float, statement: str, document: str, usable: list[Passage]) -> str:
    """The worked-out amount as its document's rules adjust it for the question's role and case (`adjustments.py`:
    副店长's 60%, 30% off when an inspection failed, 500元 per complaint), the result first; as it was otherwise."""
    found = adjusted(question, value, _bodies_of(document, usable))
    if found is None:
        return statement
    return f"{format_number(found.value)}元（{statement}；{found.working}）"


def _held_to_row_cap(share: Applied, table: TableAnswer, question: str) -> Applied:
    """A share worked out of a table row that also sets a cap (月度奖金上限 12000元) pays the cap when it exceeds it."""
    cap = row_cap(table, question)
    if cap is None or share.value <= cap[0]:
        return share
    value, name = cap
    working = over_cap(share.working, value, name)
    return replace(share, value=value, working=working, statement=working)


def _tiered_rate_sentence(question: str, tier: TierAnswer, usable: list[Passage], labels: dict[str, str]
                          ) -> tuple[list[str], list[Citation], str, bool] | None:  # fmt: skip
    """A rate per day a sentence of the tiers' document states for the question's case ("三类培训（项目部组织）每人每天
    200元"), over the days as the progressive tiers pay them (`_by_tiers`): the total, the tiers and the rate cited."""
    cite = tier.citation()
    for p in usable:
        if p["document"] != cite["document"]:
            continue
        for u in sentence_units(p["body"]):
            product = applied_value(question, u.text, p["body"])
            worked = _by_tiers(question, product, p["document"], usable) if product is not None else None
            if worked is None or worked is product:
                continue
            where = _locator(p, u)
            lines = [labels["conclusion"] + _close(worked.statement),
                     labels["basis"] + labels["quote"].format(document=cite["document"], section=cite.get("locator")
                                                              or cite["section"]) + _close(tier.tier.text),  # type: ignore[union-attr]
                     labels["basis"] + labels["quote"].format(document=p["document"], section=where) + _close(u.text)]  # fmt: skip
            rate = Citation(document=p["document"], section=p["section"], fragment_id=p["fragment_id"], locator=where)
            return lines, [cite, rate], "a rate per day paid by the tiers its document sets for the days", True
    return None


_HOURS_COUNTED = re.compile(r"^(?P<n>\d+(?:\.\d+)?)(?P<unit>学时|课时|小时)$")


def _held_to_day_part(question: str, table: TableAnswer, usable: list[Passage]) -> TableAnswer:
    """The hours × the looked-up rate per hour held to the hours its document pays for a part of a day ("每半天最多按
    4学时计算": a morning's 5学时 is paid as 4); the look-up as it was when no such cap holds."""
    calc = table.calculation
    hours = _HOURS_COUNTED.match(calc.counted) if calc is not None else None
    if calc is None or hours is None or calc.operation != "multiply" or len(calc.operands) != 2 or not table.citations:
        return table
    document = table.citations[0].document
    for p in usable:
        found = day_part_cap(question, p["body"], hours.group("unit")) if p["document"] == document else None
        if found is None or found[0] >= calc.operands[0]:
            continue
        cap, words = found
        result = evaluate(f"{cap!r} * {calc.operands[1]!r}")
        working = (
            f"{format_number(cap)} × {format_number(calc.operands[1])} = {format_number(result)}{calc.unit}（{words}）"
        )
        statement = table.statement.replace(calc.working, working)
        if working not in statement:
            statement = f"{statement}（{working}）"
        held = replace(calc, operands=(cap, calc.operands[1]), result=result, working=working)
        return replace(table, statement=statement, calculation=held)
    return table


_PRODUCT = re.compile(r"^(?P<n>\d+(?:\.\d+)?) × (?P<rate>\d+(?:\.\d+)?) = ")


def _by_tiers(question: str, computed: Applied, document: str, usable: list[Passage]) -> Applied:
    """A rate × the question's days redone by the progressive tiers the rate's document sets for those days ("超过
    15天部分按综合定额标准的70%控制": 15 × 380 + 5 × 380 × 70%); the product as it was when no such tiers apply."""
    m = _PRODUCT.match(computed.working)
    if m is None or computed.unit != "元":
        return computed
    n = float(m.group("n"))
    for tier in tier_answers(question, usable):
        asked = tier.asked
        if not tier.tiers.progressive or tier.tier is None or tier.tiers.document != document:
            continue
        if not isinstance(asked, Quantity) or asked.value != n:
            continue
        total = progressive_of_rate(tier, float(m.group("rate")))
        if total is not None:
            head = tier.statement.split("：", 1)[0]
            return Applied(
                total.value, "元", total.working, f"{head}共{format_number(total.value)}元（{total.working}）"
            )
    return computed


def _first_row(table: TableAnswer) -> str:
    """The looked-up row as the basis quotes it: "| 主治医师 | 120 | 240 |"."""
    return "".join("| " + " | ".join(r) + " |" for r in table.rows[1:2])


__all__ = ["LocalGenerator"]


def _thing_lost_in_translation(thing: str, own: list[str], line: str) -> bool:
    """A Chinese question's thing (`the_asked`) that its own-language evidence (`own`) never names, and that the other
    language's conclusion (`line`) names in none of the ways the lexicon translates it: that conclusion is about the
    question's context, not its thing (班车 asked, a meal allowance concluded), and the own evidence's refusal stands.
    Not for a measure word (每箱, 每次: no thing of its own) nor a thing the lexicon holds no translation of ("滞箱费":
    nothing to find the English answer's words by, "…USD 60 per container" may well be its answer)."""
    english = reverse_lexicon().get(thing, ())
    if not english or thing.startswith("每") or any(names_asked_thing(thing, text) for text in own):
        return False
    low = line.lower()
    return not any(e.lower() in low for e in english)
