"""The question-answering graph: seeds 000 (decompose → classify → answer per sub-question),
002 (preprocess, hot questions, cited answers) and 003 (route → retrieve → grade → rewrite →
generate → groundedness check) as one StateGraph.

Sub-questions are answered one after another (`index`), each through the seed 003 loop. Every
loop is bounded: rewrites by `max_rewrites`, regenerations by `max_regenerations`, the web
fallback runs at most once, the sub-question loop by `max_subquestions`. Dependencies arrive as
the LangGraph runtime context (`QADeps`), never as module globals.
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Annotated, Any, Literal, TypedDict, get_args, get_type_hints

from langgraph.graph import END, START, StateGraph
from langgraph.runtime import Runtime

from knowdesk.config import QASettings
from knowdesk.ingest.tags import TagDictionary
from knowdesk.models import SearchHit
from knowdesk.reasoning.base import Citation, Passage, Reasoner
from knowdesk.reasoning.bridge import bridged_question, carried_reading
from knowdesk.reasoning.bridge_en import carried_question, english_question, untranslated
from knowdesk.reasoning.crosslingual import crosses
from knowdesk.reasoning.english_sections import english_sections
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local import OTHER
from knowdesk.reasoning.local_answer import LABELS, stated_once
from knowdesk.reasoning.passages import current_versions, row_passage, to_passage
from knowdesk.reasoning.spoken import plain_wording
from knowdesk.relations.base import GraphScope
from knowdesk.relations.routing import is_relation_question, is_time_sensitive
from knowdesk.retrieval.carried_order import carried_lead, carried_order
from knowdesk.retrieval.hybrid import HybridRetriever, SearchOptions
from knowdesk.stores.contracts.hot import HotMatch, HotQuestions, NoHotQuestions
from knowdesk.text.language import language_of
from knowdesk.validity.as_of import as_of_day
from knowdesk.validity.notes import validity_note
from knowdesk.websearch.base import EXTERNAL_TAG, WEB_ID_PREFIX

NO_RESULT = {
    "zh": '抱歉，我的知识库中没有"{sub}"的相关信息。',
    "en": 'Sorry, the knowledge base has nothing on "{sub}".',
}
CONTACT = {"zh": "建议联系{department}咨询。", "en": " Please ask {department}."}
CONCLUSION = {lang: labels["conclusion"] for lang, labels in LABELS.items()}
_HINTED = re.compile(r"^(?P<question>.*?)（(?P<hint>[^（）]+)）(?P<end>[？?。！!\s]*)$")
IN_CHINESE = " The documents found are in Chinese: asking in Chinese matches them better."


@dataclass
class QADeps:
    """Everything the nodes use, passed in per run (runtime context)."""

    retriever: HybridRetriever
    reasoner: Reasoner
    glossary: Glossary
    tags: TagDictionary
    cfg: QASettings = field(default_factory=QASettings)
    hot: HotQuestions = field(default_factory=NoHotQuestions)
    graph: Callable[[str, GraphScope], list[SearchHit]] | None = None  # relation lookups in a scope; None = no graph
    web: Callable[[str], list[SearchHit]] | None = None  # web search; None = off (the default)


class InputState(TypedDict, total=False):
    query: str  # the user's question (already completed from memory by the conversation layer)
    kbs: list[str] | None  # knowledge bases to search; None = all
    allow_sensitive: bool  # may this user see fragments marked sensitive (salary tables, personal data)?
    as_of: str | None  # ISO day whose documents in force answer (None: today, or a day the question names)
    include_expired: bool  # also documents not in force that day, marked 已废止 (issue 23.5)


class QAState(InputState, total=False):
    question: str  # the normalized question (preprocess), or the original when no glossary term fits
    hint: str  # a glossary term the retried normalisation found for the question: searched, never answered
    subqs: list[str]  # independent sub-questions, at most `max_subquestions`
    categories: list[str]  # one category per sub-question (其他 when unknown)
    answers: list[str]  # one answer per sub-question, filled as each finishes
    routes: list[str]  # the final route of each sub-question
    index: int  # which sub-question the seed 003 loop is working on
    working_query: str  # that sub-question, possibly rewritten
    route: str  # vector | graph | web | direct, for the current sub-question
    documents: list[Passage]  # retrieved passages for the current sub-question
    grade_results: list[str]  # relevant | irrelevant, one per document
    generation: str  # the current draft answer
    rewrite_count: int  # rewrites of the current sub-question (≤ max_rewrites)
    regenerate_count: int  # regenerations of the current draft (≤ max_regenerations)
    web_tried: bool  # the web fallback ran for this sub-question (at most once)
    grounded_now: bool  # did the current draft pass the check?
    supported_answer: str  # the current draft with only its supported sentences
    grounded: bool  # every sub-answer passed the groundedness check
    draft_citations: list[Citation]  # what the current draft cites
    draft_derived: list[str]  # the draft's lines a look-up computed (a tier, a table cell): checked by construction
    referral: str  # with no answer, the rule leaving the case asked to someone's decision (said with the refusal)
    refer_to: str  # the office that rule names (财务科): the refusal refers the asker there
    citations: list[Citation]  # {document, section} of every answer, in order, no duplicates
    fragment_ids: list[str]  # fragments the answers came from (for the hot-question store)
    short_circuit: str | None  # None | "verify_hot" (a summary to verify) | "hot" (served from it) | "no_result"
    hot: dict[str, Any] | None  # the matched hot question (HotMatch as a dict)
    hot_refresh: str | None  # the summary to store for the hot question after verify_hot (None: keep it)
    answer: str  # the combined reply
    trace: Annotated[list[str], operator.add]  # one "[调试] …" line per decision


# ── nodes ──────────────────────────────────────────────────────────────────────


def preprocess(state: QAState, deps: QADeps) -> dict:
    """Seed 002 §(一): standard form via the glossary, then the term check (retry once, else keep the original).

    The retry may name a standard term beside the question ("…（员工请假申请流程）"): that term helps the
    search, so it becomes the `hint`, but the question answered and judged stays the employee's own."""
    query = state["query"].strip()
    norm = deps.reasoner.normalizer.normalize(query)
    note, hint = "标准化", ""
    if deps.glossary.terms and not deps.glossary.terms_in(norm):
        retried = deps.reasoner.normalizer.normalize(query, retry=True)
        note = "术语校验未通过，已重试"
        if m := _HINTED.match(retried):
            retried, hint = m.group("question") + m.group("end"), m.group("hint")
        if deps.glossary.terms_in(retried) or hint:
            norm = retried
        else:
            # the question as asked, but with its spoken shorthand and English glosses still put in the
            # documents' words: later steps read "日工资", "几次", "promotion（晋升）" either way
            norm, note = plain_wording(query), "术语校验未通过，保留原问题"
    shown = norm + (f"（检索补充：{hint}）" if hint else "")
    update: dict[str, Any] = {"question": norm, "hint": hint, "trace": [f"[调试] 预处理（{note}）：{shown}"]}
    if not state.get("as_of") and (day := as_of_day(query)):
        update |= {"as_of": day, "trace": [*update["trace"], f"[调试] 时间：按{day}当时有效的文件回答"]}
    return update


def match_hot(state: QAState, deps: QADeps) -> dict:
    """Seed 002 §(二): a hit with a summary goes to be verified against the current fragments; otherwise the
    question goes on. A question about another day (or over repealed documents too) is not today's hot
    question: it skips the store."""
    if state.get("as_of") or state.get("include_expired"):
        return {"hot": None, "trace": ["[调试] 热点问题：按指定日期回答，不使用热点摘要"]}
    match = deps.hot.match(state["question"], hot_tags(state["question"], deps))
    if match is None:
        return {"hot": None, "trace": ["[调试] 热点问题：未命中"]}
    trace = [f"[调试] 热点问题：命中「{match.standard_question}」"]
    # a refusal kept as a summary (before record_hot refused to keep one) is not reused: the normal path
    # answers and replaces it
    if match.answer_summary and not is_refusal(match.answer_summary) and deps.reasoner.verifier is not None:
        if _summary_sources(match, state, deps) is None:
            trace.append("[调试] 热点问题：摘要的来源不在本次可见范围，按正常流程回答")
        else:
            return {"hot": asdict(match), "short_circuit": "verify_hot", "trace": trace}
    return {"hot": asdict(match), "trace": trace}


def verify_hot(state: QAState, deps: QADeps) -> dict:
    """Seed 002 §(四) scenario 1: retrieve for the matched standard question; the stored summary frames the
    answer and the current fragments confirm and supplement it. A summary they contradict (or no longer
    support) is not served: the answer written from them is, once it passes the groundedness check, and
    replaces the summary (`record_hot`). Nothing current to check against, or no checked answer: the
    normal path answers the question."""
    match = HotMatch(**state["hot"])
    standard, summary = match.standard_question, match.answer_summary or ""
    allow = bool(state.get("allow_sensitive", False))
    opts = SearchOptions(kbs=state.get("kbs"), k=deps.cfg.k, allow_sensitive=allow)
    docs = [to_passage(h) for h in deps.retriever.search(standard, opts) if allow or not h.sensitive]
    grades = deps.reasoner.grader.grade(standard, docs) if docs else []
    relevant = [d for d, g in zip(docs, grades, strict=True) if g == "relevant"]
    # the fragments the summary was written from count as they read now (they were relevant then; a newer
    # version among the retrieved ones still supersedes them)
    seen = {d["fragment_id"] for d in relevant}
    relevant += [row_passage(r) for r in _summary_sources(match, state, deps) or [] if r.id not in seen]
    evidence = current_versions(relevant)
    trace = [f"[调试] 热点问题核对：为「{standard}」检索到 {len(docs)} 个片段，{len(evidence)} 个为当前相关片段"]
    normal = {"short_circuit": None}
    if not evidence:
        if match.source_fragments or not match.summary_fresh:  # its documents no longer say anything on it
            return {**normal, "trace": [*trace, "[调试] 热点问题核对：没有可核对的当前片段，按正常流程回答"]}
        served = {"answers": [summary], "citations": [], "fragment_ids": [], "hot_refresh": None}
        return {**served, "subqs": [state["question"]], "short_circuit": "hot",
                "trace": [*trace, "[调试] 热点问题核对：管理员答案，没有可核对的文档片段，直接使用"]}  # fmt: skip
    assert deps.reasoner.verifier is not None
    # seed 002's prompt shows the employee's own wording (the conversation layer completed a follow-up already)
    check = deps.reasoner.verifier.verify(state["query"], standard, summary, evidence)
    verdict = "摘要与当前片段一致" if check.consistent else f"摘要与当前片段不一致：{check.unconfirmed}"
    trace.append(f"[调试] 热点问题核对：{verdict}")
    rest = "\n".join(ln for ln in check.answer.splitlines() if ln not in set(check.verified))
    grounded = deps.reasoner.checker.check(rest, evidence).grounded if rest.strip() else True
    if not check.answer.strip() or not grounded:
        return {**normal, "trace": [*trace, "[调试] 热点问题核对：没有通过依据检查的回答，按正常流程回答"]}
    # a consistent summary stays; written from documents since changed, it is pinned to the current versions
    refresh = None if check.consistent and match.summary_fresh else (summary if check.consistent else check.answer)
    if refresh is not None:
        trace.append("[调试] 热点问题核对：已按当前片段更新摘要")
    return {"subqs": [state["question"]], "answers": [check.answer], "short_circuit": "hot",
            "citations": check.citations, "fragment_ids": [d["fragment_id"] for d in evidence],
            "hot_refresh": refresh, "trace": trace}  # fmt: skip


def decompose(state: QAState, deps: QADeps) -> dict:
    subqs = deps.reasoner.decomposer.decompose(state["question"], deps.cfg.max_subquestions)
    subqs = [s for s in subqs if s.strip()][: deps.cfg.max_subquestions] or [state["question"]]
    return {"subqs": subqs, "answers": [], "routes": [], "citations": [], "fragment_ids": [], "grounded": True,
            "index": 0, **_fresh(subqs[0]), "trace": [f"[调试] 拆分子问题：{subqs}"]}  # fmt: skip


def classify(state: QAState, deps: QADeps) -> dict:
    cats = [deps.reasoner.classifier.classify(s) for s in state["subqs"]]
    return {"categories": cats, "trace": [f"[调试] 分类结果：{cats}"]}


def route(state: QAState, deps: QADeps) -> dict:
    q = state["working_query"]
    chosen = deps.reasoner.router.route(q)
    if chosen == "vector" and deps.graph and is_relation_question(q):
        chosen = "graph"
    elif chosen == "vector" and deps.web and is_time_sensitive(q):
        chosen = "web"
    if (chosen == "graph" and not deps.graph) or (chosen == "web" and not deps.web):
        chosen = "vector"  # that retriever is not available: the documents answer instead
    return {"route": chosen, "trace": [f"[调试] 路由「{state['working_query']}」→ {chosen}"]}


def _also_search(deps: QADeps, text: str, opts, allow: bool, hits: list, trace: list, lang: str,
                 label: str) -> tuple[list, list]:  # fmt: skip
    """The hits of a second search in the other language's words, kept when they are in `lang` ("zh": not English)
    and new, added after the first search's, with a trace line."""
    seen = {h.fragment_id for h in hits}
    more = [h for h in deps.retriever.search(text, opts) if (allow or not h.sensitive) and h.fragment_id not in seen
            and (language_of(h.body) == "en") == (lang == "en")]  # fmt: skip
    return (hits + more, [*trace, f"[调试] {label}：{text}"]) if more else (hits, trace)


def retrieve(state: QAState, deps: QADeps) -> dict:
    allow = bool(state.get("allow_sensitive", False))
    opts = SearchOptions(kbs=state.get("kbs"), k=deps.cfg.k, allow_sensitive=allow, as_of=state.get("as_of"),
                         include_expired=bool(state.get("include_expired", False)))  # fmt: skip
    query = state["working_query"] + (f" {state['hint']}" if state.get("hint") else "")
    hits = [h for h in deps.retriever.search(query, opts) if allow or not h.sensitive]
    trace = []
    if crosses(query, [h.body for h in hits]):
        # a question found only text in the other language (by meaning): search again with the question written in
        # the found text's words, so the keyword index finds the passage that states the answer (its English
        # words would only thin the keyword match: they are in none of these passages)
        evidence = [f"{h.section} {h.body}" for h in hits]
        english = language_of(query) == "en"
        bridged, share = carried_reading(query, evidence) if english else (carried_question(query, evidence), 0.0)
        if bridged:
            # the passages found by meaning take turns with those found by the carried words after the carried
            # search's lead, as long as the share of an English question the lexicon read: a lexicon that misses the
            # topic's word ("clean room" read as 房间) finds other rules, and the meaning found the right one (a
            # Chinese question's English words keep the lead throughout: its share is not measured)
            found = [h for h in deps.retriever.search(bridged, opts) if allow or not h.sensitive]
            lead = carried_lead(share) if english else len(found)
            hits = carried_order(found, hits, lead)
            trace.append(f"[调试] 按证据的语言检索：{bridged}")
    elif language_of(query) == "en" and (bridged := bridged_question(query, [])):
        # a knowledge base in both languages: the English words find English text first, and the Chinese rules that
        # answer are found by the question in their words (the grader reads them across when no English text answers)
        hits, trace = _also_search(deps, bridged, opts, allow, hits, trace, "zh", "另按中文检索")
    elif language_of(query) == "zh" and not untranslated(query) and (english := english_question(query, [])):
        # the other direction: global policies written only in English beside the local Chinese rules (电脑密码至少
        # 要几位 on an English IT policy); the Chinese words find only Chinese text, the question in the lexicon's
        # English words finds the English passages (graded across, answered from them when no Chinese one answers).
        # Not when a term of the question has no English words: the rest (fund, per year) would find any section
        hits, trace = _also_search(deps, english, opts, allow, hits, trace, "en", "另按英文检索")
    docs = [to_passage(h) for h in hits]
    return {"documents": docs, "trace": [*trace, f"[调试] 检索到 {len(docs)} 个片段：{[d['document'] for d in docs]}"]}


def traverse_graph(state: QAState, deps: QADeps) -> dict:
    """Relation facts from the graph, citing their sheet; the documents answer when it knows nothing."""
    scope = GraphScope.of(state.get("kbs"), bool(state.get("allow_sensitive", False)))
    hits = deps.graph(state["working_query"], scope) if deps.graph else []
    if not hits:
        found = retrieve(state, deps)
        return {**found, "trace": ["[调试] 图检索无结果，改用文档检索", *found["trace"]]}
    docs = [to_passage(h) for h in hits]
    return {"documents": docs, "trace": [f"[调试] 图检索到 {len(docs)} 组关系：{[d['section'] for d in docs]}"]}


def search_web(state: QAState, deps: QADeps) -> dict:
    """Web results (marked external) when web search is configured; marks the one-time fallback as used."""
    hits = deps.web(state["working_query"]) if deps.web else []
    docs = [to_passage(h) for h in hits]
    note = f"检索到 {len(docs)} 条外部结果" if deps.web else "未启用"
    return {"documents": docs, "web_tried": True, "trace": [f"[调试] 网络检索{note}"]}


def grade(state: QAState, deps: QADeps) -> dict:
    sub = state["subqs"][state["index"]]  # relevance to what was asked, not to the rewritten search words
    grades = deps.reasoner.grader.grade(sub, state["documents"]) if state["documents"] else []
    n = sum(g == "relevant" for g in grades)
    return {"grade_results": list(grades), "trace": [f"[调试] 相关性评估：{n}/{len(grades)} 相关"]}


def rewrite(state: QAState, deps: QADeps) -> dict:
    count = state.get("rewrite_count", 0) + 1
    new = deps.reasoner.rewriter.rewrite(state["working_query"], count)
    return {"working_query": new, "rewrite_count": count, "trace": [f"[调试] 第{count}次改写：{new}"]}


def no_result(state: QAState, deps: QADeps) -> dict:
    """Seed 000's short-circuit plus seed 002 §(四)2.3's department to contact."""
    i = state["index"]
    sub = state["subqs"][i]
    lang = language_of(sub)
    text = NO_RESULT[lang].format(sub=sub)
    referral = state.get("referral", "") if lang == "zh" else ""
    if referral:  # "表中未列明的城市，出差前由财务科核定": who decides the case the documents leave open
        text += f"{referral}。"
    office = state.get("refer_to", "") if referral else ""
    department = office or department_to_ask(sub, state["categories"][i], deps)
    if department:
        text += CONTACT[lang].format(department=department)
    if lang == "en" and any(language_of(p["body"]) == "zh" for p in state.get("documents", [])[:3]):
        text += IN_CHINESE  # an English question rarely shares words with Chinese documents
    return {"generation": text, "grounded_now": True, "short_circuit": "no_result", "grade_results": [],
            "trace": [f"[调试] 子问题「{sub}」无相关结果，已短路"]}  # fmt: skip


def answer_directly(state: QAState, deps: QADeps) -> dict:
    text = deps.reasoner.direct.answer_directly(state["working_query"])
    return {"generation": text, "grounded_now": True, "trace": [f"[调试] 直接回答：{text}"]}


def generate(state: QAState, deps: QADeps) -> dict:
    relevant = _relevant(state)
    strict = bool(state.get("generation"))
    count = state.get("regenerate_count", 0) + (1 if strict else 0)
    gen = deps.reasoner.generator.generate(state["subqs"][state["index"]], relevant, strict=strict)
    label = f"第{count}次重新生成（严格）" if strict else "生成回答"
    why = [f"[调试] 可答依据：{gen.why}"] if gen.why else []
    return {
        "generation": gen.answer,
        "referral": gen.referral,
        "refer_to": gen.refer_to,
        "draft_citations": gen.citations,
        "draft_derived": gen.derived,
        "regenerate_count": count,
        "trace": [*why, f"[调试] {label}：{gen.answer[:60] or '（证据不含所问内容）'}"],
    }


def check_grounded(state: QAState, deps: QADeps) -> dict:
    """Every sentence must rest on the fragments; a look-up's own lines were computed from the cells they
    cite, so only the rest is checked (and kept first, where the conclusion belongs)."""
    derived = [ln for ln in state["generation"].splitlines() if ln in set(state.get("draft_derived", []))]
    rest = "\n".join(ln for ln in state["generation"].splitlines() if ln not in derived)
    result = deps.reasoner.checker.check(rest, _relevant(state))
    note = "通过" if result.grounded else f"未通过：{result.unsupported}"
    supported = "\n".join([*derived, result.supported_answer]).strip()
    return {"grounded_now": result.grounded, "supported_answer": supported, "trace": [f"[调试] 依据检查{note}"]}


def keep_supported(state: QAState, deps: QADeps) -> dict:
    """After the last regeneration: answer with only the supported sentences; with none, refuse as `no_result`
    does (its short-circuit and the department to ask), so a caller tells the refusal from an answer."""
    text = state.get("supported_answer")
    if not text:  # nothing the answer said rests on the evidence: a refusal, like a search that found nothing
        refused = no_result(state, deps)
        return {**refused, "grounded": False, "trace": ["[调试] 仅保留有依据的句子：无，按无结果回答"]}
    return {"generation": text, "grounded": False, "trace": ["[调试] 仅保留有依据的句子"]}


def finish_subquestion(state: QAState, deps: QADeps) -> dict:
    """Record this sub-question's answer, citations and route; set up the next one."""
    relevant = _relevant(state)
    cites = list(state.get("citations", []))
    for c in state.get("draft_citations", []):
        if c not in cites and f"《{c['document']}》" in state["generation"]:
            cites.append(c)
    nxt = state["index"] + 1
    generation = state["generation"]
    if any(p["fragment_id"].startswith(WEB_ID_PREFIX) for p in relevant) and EXTERNAL_TAG not in generation:
        generation += f"（{EXTERNAL_TAG}）"  # web results never mix silently into an answer
    cited = [p for p in relevant if f"《{p['document']}》" in generation] or relevant
    lang = language_of(state["subqs"][state["index"]])
    # only a checked answer gets the line (not the sentences kept from one that failed the check)
    checked = state.get("grounded_now", True) and not is_refusal(generation)
    if checked and (note := validity_note(cited, state.get("as_of"), lang, generation)):
        generation += "\n" + note
    if lang == "en":  # the loaders' Chinese section labels (工作表：, 正文) said in English
        generation = english_sections(generation)
    update: dict[str, Any] = {
        "answers": [*state.get("answers", []), generation],
        "routes": [*state.get("routes", []), state["route"]],
        "citations": cites,
        "fragment_ids": [*state.get("fragment_ids", []), *(p["fragment_id"] for p in relevant)],
        "grounded": bool(state.get("grounded", True) and state.get("grounded_now", True)),
        "index": nxt,
    }
    if nxt < len(state["subqs"]):
        update |= _fresh(state["subqs"][nxt])
    return update


def combine(state: QAState, deps: QADeps) -> dict:
    answers = state.get("answers", [])
    short = state.get("short_circuit")
    if short == "no_result" and not all(map(is_refusal, answers)):
        short = None  # only some sub-questions had no answer
    return {"answer": merge_answers(answers), "short_circuit": short, "grounded": state.get("grounded", True)}


def record_hot(state: QAState, deps: QADeps) -> dict:
    """Tell the hot-question store what happened (a miss becomes a candidate; a stale hit is refreshed)."""
    if state.get("as_of") or state.get("include_expired"):
        return {}  # an answer about another day is no summary for today's askers
    if state.get("short_circuit") == "hot":
        if state.get("hot_refresh"):
            deps.hot.record_answer(HotMatch(**state["hot"]), state["hot_refresh"], state.get("fragment_ids", []))
        return {}
    hot = state.get("hot")
    if hot:
        if worth_keeping(state):
            deps.hot.record_answer(HotMatch(**hot), state["answer"], state.get("fragment_ids", []))
    else:
        deps.hot.record_miss(state["question"], hot_tags(state["question"], deps, state.get("categories")))
    return {}


# ── helpers and routers ────────────────────────────────────────────────────────


def merge_answers(answers: list[str]) -> str:
    """One reply for several sub-answers: their conclusions joined in the first line (so it states every
    part asked), then each one's basis; a sub-question without an answer keeps its own refusal line."""
    if len(answers) < 2:
        return "\n".join(answers)
    conclusions: list[str] = []
    rest: list[str] = []
    label = ""
    for answer in answers:
        lines = answer.splitlines()
        head = next((lb for lb in (CONCLUSION["zh"], CONCLUSION["en"]) if lines and lines[0].startswith(lb)), "")
        if not head or is_refusal(answer):
            rest.extend(lines)
            continue
        label = label or head
        conclusions.append(lines[0][len(head) :].rstrip("。. "))
        rest.extend(ln for ln in lines[1:] if ln not in rest)
    if not conclusions:
        return "\n".join(answers)
    joiner = "; " if label == CONCLUSION["en"] else "；"
    end = "." if label == CONCLUSION["en"] else "。"
    return "\n".join([label + joiner.join(stated_once(conclusions)) + end, *rest])


def is_refusal(answer: str) -> bool:
    return any(answer.startswith(template.split('"')[0]) for template in NO_RESULT.values())


def worth_keeping(state: QAState) -> bool:
    """Only a checked answer drawn from fragments becomes a hot question's summary: a refusal or an
    unverified one would be handed to every later asker, even after the knowledge base learns the answer."""
    answers = state.get("answers", [])
    return bool(
        answers and state.get("fragment_ids") and state.get("grounded", True) and not any(map(is_refusal, answers))
    )


def hot_tags(question: str, deps: QADeps, categories: list[str] | None = None) -> list[str]:
    """Seed 002's business tags for the hot-question match: the tag dictionary's, else the QA
    classifier's categories (already computed for a finished answer, asked once before one)."""
    tags = deps.tags.tag(question)
    if tags:
        return tags
    cats = categories or [deps.reasoner.classifier.classify(question)]
    return [c for c in dict.fromkeys(cats) if c != OTHER]


def _source_ids(match: HotMatch) -> list[str]:
    return [s["fragment_id"] for s in match.source_fragments]


def _summary_sources(match: HotMatch, state: QAState, deps: QADeps) -> list[Any] | None:
    """The fragments a summary was written from that still exist (none for an admin's answer). None when one
    of them is outside what this asker may read (other knowledge bases, a sensitive fragment): the question
    then takes the normal path, which only sees what it may. One since removed is simply not there: the
    summary is checked against what the documents say now; so is one of a document no longer in force."""
    ids = _source_ids(match)
    rows = deps.retriever.store.fragments_by_ids(ids) if ids else {}
    kbs, sensitive_ok = state.get("kbs"), state.get("allow_sensitive", False)
    repealed = set(deps.retriever.excluded_documents(SearchOptions(kbs=kbs))) if rows else set()
    found = [rows[i] for i in ids if i in rows and rows[i].document_id not in repealed]
    if any((kbs is not None and f.kb not in kbs) or (f.sensitive and not sensitive_ok) for f in found):
        return None
    return found


def _fresh(sub: str) -> dict[str, Any]:
    return {"working_query": sub, "route": "", "documents": [], "grade_results": [], "generation": "",
            "rewrite_count": 0, "regenerate_count": 0, "draft_citations": [], "draft_derived": [], "web_tried": False,
            "referral": "", "refer_to": "", "grounded_now": True}  # fmt: skip


def _relevant(state: QAState) -> list[Passage]:
    grades = state.get("grade_results", [])
    return [d for d, g in zip(state.get("documents", []), grades, strict=False) if g == "relevant"]


def department_to_ask(sub: str, category: str, deps: QADeps) -> str | None:
    """The department a question with no answer is referred to (by its category, else its tags); the refusal
    names it and the gap queue records it."""
    table = {**deps.glossary.departments, **deps.cfg.departments}
    if category in table:
        return table[category]
    return next((table[t] for t in deps.tags.tag(sub) if t in table), None)


def after_hot(state: QAState) -> Literal["decompose", "verify_hot"]:
    return "verify_hot" if state.get("short_circuit") == "verify_hot" else "decompose"


def after_verify(state: QAState) -> Literal["decompose", "combine"]:
    return "combine" if state.get("short_circuit") == "hot" else "decompose"


def pick_retriever(state: QAState) -> Literal["retrieve", "traverse_graph", "search_web", "answer_directly"]:
    return {"graph": "traverse_graph", "web": "search_web", "direct": "answer_directly"}.get(  # type: ignore[return-value]
        state["route"], "retrieve"
    )


def after_grade(state: QAState, deps: QADeps) -> Literal["generate", "rewrite", "search_web", "no_result"]:
    if "relevant" in state.get("grade_results", []):
        return "generate"
    if state.get("rewrite_count", 0) < deps.cfg.max_rewrites:
        return "rewrite"
    if deps.cfg.web_fallback and not state.get("web_tried"):
        return "search_web"
    return "no_result"


def after_check(state: QAState, deps: QADeps) -> Literal["finish_subquestion", "generate", "keep_supported"]:
    if state.get("grounded_now"):
        return "finish_subquestion"
    if state.get("regenerate_count", 0) < deps.cfg.max_regenerations:
        return "generate"
    return "keep_supported"


def after_generate(state: QAState) -> Literal["check_grounded", "no_result"]:
    """The answer step found nothing in the evidence that answers (the topic unnamed, no value stated)."""
    return "check_grounded" if state.get("generation", "").strip() else "no_result"


def next_subquestion(state: QAState) -> Literal["route", "combine"]:
    return "route" if state["index"] < len(state["subqs"]) else "combine"


# ── wiring ─────────────────────────────────────────────────────────────────────

NODES = [preprocess, match_hot, verify_hot, decompose, classify, route, retrieve, traverse_graph, search_web, grade, rewrite,
         no_result, answer_directly, generate, check_grounded, keep_supported, finish_subquestion, combine, record_hot]  # fmt: skip


def _deps(bound: QADeps | None, runtime: Runtime[QADeps]) -> QADeps:
    deps = bound or runtime.context
    if deps is None:
        raise RuntimeError("the QA graph needs QADeps as its runtime context")
    return deps


def _bind(fn: Callable[[QAState, QADeps], dict], bound: QADeps | None) -> Callable[..., dict]:
    def node(state: QAState, runtime: Runtime[QADeps]) -> dict:
        return fn(state, _deps(bound, runtime))

    node.__name__ = fn.__name__
    return node


def _router(fn: Callable[[QAState, QADeps], str], bound: QADeps | None) -> tuple[Callable[..., str], list[str]]:
    """A router that reads its loop bounds from the run's deps (settings enter the graph in one place), with
    the branches its `Literal` return names."""

    def router(state: QAState, runtime: Runtime[QADeps]) -> str:
        return fn(state, _deps(bound, runtime))

    router.__name__ = fn.__name__
    return router, list(get_args(get_type_hints(fn)["return"]))


def build_graph(deps: QADeps | None = None) -> Any:
    """Compile the graph. `deps` binds dependencies (LangGraph Studio); otherwise pass `context=` at invoke."""
    g = StateGraph(QAState, input_schema=InputState, context_schema=QADeps)
    for fn in NODES:
        g.add_node(fn.__name__, _bind(fn, deps))

    g.add_edge(START, "preprocess")
    g.add_edge("preprocess", "match_hot")
    g.add_conditional_edges("match_hot", after_hot)
    g.add_conditional_edges("verify_hot", after_verify)
    g.add_edge("decompose", "classify")
    g.add_edge("classify", "route")
    g.add_conditional_edges("route", pick_retriever)
    g.add_edge("retrieve", "grade")
    g.add_edge("traverse_graph", "grade")
    g.add_edge("search_web", "grade")
    g.add_conditional_edges("grade", *_router(after_grade, deps))
    g.add_edge("rewrite", "route")
    g.add_conditional_edges("generate", after_generate)
    g.add_conditional_edges("check_grounded", *_router(after_check, deps))
    g.add_edge("keep_supported", "finish_subquestion")
    g.add_edge("no_result", "finish_subquestion")
    g.add_edge("answer_directly", "finish_subquestion")
    g.add_conditional_edges("finish_subquestion", next_subquestion)
    g.add_edge("combine", "record_hot")
    g.add_edge("record_hot", END)
    return g.compile()
