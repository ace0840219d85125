-- Issue 17: the words taught to the tokenizer, each as "word frequency" (`text/tokenize.py` taught_entries: the
-- bundled and an admin's jieba dictionaries, the glossary), when the keyword index was written (both backends run
-- this file; SQLite as core_0010 in stores/sqlite/schema.py). A word taught since, no longer taught or taught at
-- another frequency changes how the text holding it is tokenised: the document store re-tokenises those fragments,
-- in one transaction, and records the set it wrote with (`align_keyword_words`). Empty in an index written before
-- it: every fragment holding a taught word is re-read once.
CREATE TABLE keyword_index_words (
    entry TEXT NOT NULL PRIMARY KEY
);
