"""The business glossary (seed 002 §(一)2): core terms, colloquial → standard phrases, departments.

It is a JSON file admins edit (`glossary_file`); the sample KB ships `examples/glossary.json`.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from knowdesk.errors import ConfigError

_ASK_WORDS = ("几", "多少", "多久", "怎么", "如何", "哪", "谁", "什么", "吗", "是否", "能否")


@dataclass(frozen=True)
class Glossary:
    terms: tuple[str, ...] = ()
    synonyms: dict[str, str] = field(default_factory=dict)
    departments: dict[str, str] = field(default_factory=dict)

    @classmethod
    def load(cls, path: str | Path | None) -> Glossary:
        if not path:
            return cls()
        src = Path(path)
        try:
            raw = json.loads(src.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise ConfigError(f"glossary {src} cannot be read as JSON: {exc} (setting glossary_file)") from exc
        return cls(
            terms=tuple(str(t) for t in raw.get("terms", [])),
            synonyms={str(k): str(v) for k, v in raw.get("synonyms", {}).items()},
            departments={str(k): str(v) for k, v in raw.get("departments", {}).items()},
        )

    def terms_in(self, text: str) -> list[str]:
        """Glossary terms and standard phrases (synonym targets) mentioned in `text`, longest first."""
        vocab = set(self.terms) | set(self.synonyms.values())
        found = [t for t in sorted(vocab, key=lambda t: (-len(t), t)) if t and t.lower() in text.lower()]
        return [t for t in found if not any(t != o and t in o for o in found)]

    def apply_synonyms(self, text: str) -> str:
        """Replace colloquial phrases with their standard form, longest first, in one pass.

        A phrase inside a glossary term is left alone ("报销" in "项目报销单"), and so is a phrase
        whose standard form is already in the text.
        """
        keys = [k for k in sorted(self.synonyms, key=len, reverse=True) if k]
        if not keys:
            return text
        protected = [(m.start(), m.end()) for t in self.terms if t for m in re.finditer(re.escape(t), text)]
        pattern = re.compile("|".join(re.escape(k) for k in keys))

        def swap(m: re.Match[str]) -> str:
            key, value = m.group(0), self.synonyms[m.group(0)]
            inside_term = any(s <= m.start() and m.end() <= e and e - s > len(key) for s, e in protected)
            # "几号发工资" → "发薪日" would erase what is asked (a date): such a phrase stays as the employee put it
            erases_ask = any(w in key and w not in value for w in _ASK_WORDS)
            if inside_term or value in text or key in value or erases_ask:
                return key
            return value

        return pattern.sub(swap, text)
