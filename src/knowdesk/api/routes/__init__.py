"""One router per area: chat, openai_compat, knowledge, hot, assessment, users."""
