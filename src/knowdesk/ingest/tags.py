"""Business tags: from the command line, a folder-level `tags` file, or a keyword dictionary.

The same dictionary tags questions (hot-question matching, ranking by tag overlap), so
documents and questions speak the same tag vocabulary.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from knowdesk.errors import ConfigError

FOLDER_TAGS_FILE = "tags"


@dataclass(frozen=True)
class TagDictionary:
    """tag → keywords; a text carries a tag when it mentions one of its keywords."""

    keywords: dict[str, tuple[str, ...]]

    @classmethod
    def load(cls, path: str | Path | None = None) -> TagDictionary:
        src = Path(path) if path else Path(str(resources.files("knowdesk") / "data" / "tags.json"))
        if not src.exists():
            if path:
                raise ConfigError(f"tag dictionary {src} does not exist (setting tags_file)")
            return cls({})
        try:
            raw = json.loads(src.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise ConfigError(f"tag dictionary {src} is not valid JSON: {exc}") from exc
        tags = raw.get("tags", raw)
        return cls({str(t): tuple(str(k) for k in kws) for t, kws in tags.items()})

    def tag(self, text: str, limit: int = 4, min_hits: int = 1) -> list[str]:
        """Tags whose keywords occur in `text`, most mentioned first."""
        scored = []
        for tag, kws in self.keywords.items():
            hits = sum(text.count(k) for k in kws if k)
            if tag in text:
                hits += 1
            if hits >= min_hits:
                scored.append((hits, tag))
        scored.sort(key=lambda p: (-p[0], p[1]))
        return [t for _, t in scored[:limit]]


def folder_tags(path: Path, root: Path | None = None) -> list[str]:
    """Tags from `tags` files in the file's folder and its parents up to `root`."""
    out: list[str] = []
    folder = path.parent.resolve()
    stop = root.resolve() if root else None
    while True:
        f = folder / FOLDER_TAGS_FILE
        if f.is_file():
            for line in f.read_text(encoding="utf-8", errors="replace").splitlines():
                t = line.strip()
                if t and not t.startswith("#") and t not in out:
                    out.append(t)
        if stop is None or folder == stop or folder.parent == folder:
            break
        folder = folder.parent
    return out


def merge_tags(*groups: list[str]) -> list[str]:
    out: list[str] = []
    for g in groups:
        for t in g:
            if t and t not in out:
                out.append(t)
    return out
