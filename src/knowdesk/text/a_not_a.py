"""The A-not-A question: a verb asked as itself or not ("算不算", "发不发", "有没有").

Three regexes (how a question asks yes or no, the modal before the act a verdict rules on, the words that ask rather
than name) each hold this form inside a larger alternation. A numbered backreference (`\\1`) there depends on the
groups before it, so adding a branch in front silently breaks it; the named group below matches the verb and its
repeat whatever surrounds it.
"""

from __future__ import annotations

_HAN = r"[\u4e00-\u9fff]"


def a_not_a(negations: str = "不", name: str = "asked_verb") -> str:
    """A pattern for one Han character, a negation of `negations`, and the same character again; its named group
    `name` keeps the backreference right inside any alternation (one name per regex)."""
    return rf"(?P<{name}>{_HAN})[{negations}](?P={name})"


A_NOT_A = a_not_a("不")  # "算不算", "发不发"
A_NOT_OR_NOT_YET = a_not_a("不没")  # also "有没有", "领没领"

__all__ = ["A_NOT_A", "A_NOT_OR_NOT_YET", "a_not_a"]
