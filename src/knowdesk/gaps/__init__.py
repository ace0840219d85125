"""The unanswered-question queue (issue 23.2): refusals and 👎 answers grouped per knowledge base."""
