"""Documents of the blind development knowledge base bench/heldout/civic (a fictional municipal public institution's
finance, official-travel and personnel rules in official government style), one module per document; built by
scripts/build_heldout_civic.py."""

COMPANY = "江州市城市规划设计研究院"
