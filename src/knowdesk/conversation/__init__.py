"""The conversation layer around the QA graph: intents, memory, persistence (seed 000's main loop)."""

from knowdesk.conversation.session import NO_HISTORY, Conversation, Reply
from knowdesk.conversation.store import ConversationStore
from knowdesk.stores.contracts.conversations import Round

__all__ = ["NO_HISTORY", "Conversation", "ConversationStore", "Reply", "Round"]
