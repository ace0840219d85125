"""knowdesk: grounded answers from a company's own documents, and knowledge assessments."""

__version__ = "0.1.0"
