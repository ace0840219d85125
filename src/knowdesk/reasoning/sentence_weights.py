"""The weights the local reader scores a candidate sentence with: one table, so a candidate's value is the dot
product of its features (`LocalGenerator._score` records them) with it, and a fit can read and replace all of
them at once (`bench/scorer_fit.py`). Each weight was first set by hand on development questions; a word of the
question is worth about 0.1–0.3 units."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

# feature → score units per unit of it (`_score` records them in the order the hand formula added them)
WEIGHTS: Mapping[str, float] = {
    "coverage": 1.0,  # the question's words the sentence (with its passage's subject) holds, by weight
    "placed": 0.5,  # the question's words its document title and section hold
    "support": 0.3,  # `support`: how much of the question the sentence answers beyond its words
    "rank": -0.03,  # per place of its passage among the usable ones
    "pos": -0.001,  # per place of the sentence in its passage
    "fit": 0.3,  # `ask.fit`: it states a value of the asked type
    "misfit": -0.2,  # a value was asked and it states none
    # defining the term a definition question asks about (`defines.py`), or naming the members asked about
    "defines": 0.6,
    "beside": 0.2,  # the asked value beside the question's words that frame it (`beside.py`)
    "total": 0.2,  # a total asked and stated
    # a list's lead-in or item for a steps question (a list question's answer is as often one sentence naming
    # the kinds: "处分分为警告、记过、记大过和解除劳动合同四种")
    "steps": 0.15,
    "act": 0.3,  # naming the act a steps question asks how to do (`asked_acts.py`: 申诉 of 怎么申诉)
    "other_act": -0.3,  # the procedure of the cause the question's other clause gives, as "act" negated
    "list": 0.3,  # a lead-in naming the kind of thing a list question asks for ("下列材料" for "哪些材料")
    "article": 0.1,  # a rule stated in a numbered article outranks a story about one
    "article_asked": 0.3,  # … and more when the article is what is asked
    "narrative": -0.3,  # it tells what happened to someone rather than what the rule is
    # limiting its rule to a condition the question does not name (在试用期内…): a question asked as is wants the
    # general rule, which otherwise ties with its special case on the question's words
    "condition": -0.3,
    # its condition holds the question's number, or leaves it out (`band_fit.py`): leaving it out says the
    # sentence is about another case; holding it only that it may be the case asked
    "band_holds": 0.1,
    "band_misses": -0.3,
    # ruling on the act a yes/no question asks about (`verdicts.py`): about one more of the question's words, so
    # it decides between sentences of one topic and never lifts one off the topic over one on it
    "verdict": 0.2,
    "who_act": 0.2,  # naming the act a who-question asks about (`who_acts.py`), as "verdict"
    "long": -0.3,  # over 250 characters: templates and run-on lists read badly as answers
}

# the dense model re-reads the best few sentences by words (`LocalGenerator._by_meaning`): how far behind the
# best by words a sentence may be to be read (0.04 of cosine never makes up more), how many, how much of each,
# and how many score units one unit of cosine below the closest is worth (e5-small cosines of one question's
# candidate sentences span about 0.05)
RERANK_MARGIN = 0.32
RERANK_TOP = 8
RERANK_CHARS = 300
RERANK_WEIGHT = 8.0


# features whose terms the hand formula summed among themselves before adding them to the value
# (`value += 0.3 * support - 0.03 * rank - 0.001 * pos`, `value += 0.1 + 0.3`): summed so here too, a value is
# bit-identical to the formula's, not merely close (floating-point addition is not associative)
GROUPED: tuple[tuple[str, ...], ...] = (("support", "rank", "pos"), ("article", "article_asked"))


def weighed(features: Mapping[str, float], weights: Mapping[str, float] = WEIGHTS, start: float = 0.0) -> float:
    """A candidate's value: `start` plus its features times their weights, added in the order they were recorded,
    each group of `GROUPED` summed first and added as one term."""
    value = start
    done: set[str] = set()
    for name in features:
        if name in done:
            continue
        group = next((g for g in GROUPED if name in g), (name,))
        term = 0.0
        for member in group:
            if member in features:
                term += weights[member] * features[member]
                done.add(member)
        value += term
    return value


def by_meaning(
    scores: Sequence[float],
    cosines: Callable[[list[int]], Sequence[float]] | None,
    margin: float = RERANK_MARGIN,
    top: int = RERANK_TOP,
    meaning: float = RERANK_WEIGHT,
) -> int:
    """The index of the candidate chosen once the dense model has re-read the best few by words
    (`LocalGenerator._by_meaning`, replayed by `bench/scorer_fit.py`): the best `top` within `margin` of the best
    score, best first (ties in the given order), and of them the one whose score plus `meaning` times its cosine
    below the closest is highest. `cosines(indices)` gives the cosines of those candidates with the question;
    without it (no dense model), or with one candidate within the margin, the best by words."""
    best = max(range(len(scores)), key=lambda i: scores[i])
    few = sorted((i for i in range(len(scores)) if scores[i] >= scores[best] - margin), key=lambda i: -scores[i])
    few = few[:top]
    if cosines is None or len(few) < 2:
        return best
    cos = [float(x) for x in cosines(few)]
    peak = max(cos)
    return max(zip(few, cos, strict=True), key=lambda t: scores[t[0]] + meaning * (t[1] - peak))[0]
