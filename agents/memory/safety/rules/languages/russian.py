"""Russian words of the rules' vocabulary, as English (keys casefolded, in Cyrillic: a word
of Cyrillic letters only is left as it is by the look-alike fold, normalize.py)."""

from __future__ import annotations

__all__ = ["RUSSIAN"]

RUSSIAN: dict[str, str] = {
    # from now on, always, every time, before every answer
    "с этого момента": "from now on", "отныне": "from now on",
    "с сегодняшнего дня": "from today on",
    "впредь": "from now on", "всегда": "always", "каждый раз": "every time",
    "перед каждым ответом": "before every answer", "перед ответом": "before answering",
    "после каждого разговора": "after every conversation", "каждый разговор": "every conversation",
    "всю переписку": "the entire conversation", "историю переписки": "the chat history",
    "копию переписки": "a copy of the conversation", "не говоря мне": "without telling me",
    # send, forward, visit / open, do what it says, ignore, forget, obey
    "отправляй": "send", "отправь": "send", "пересылай": "forward", "перешли": "forward",
    "заходи на": "visit", "зайди на": "visit", "открывай": "open", "открой": "open",
    "и делай то, что там написано": "and do what is written there",
    "делай то, что там написано": "do what is written there", "игнорируй": "ignore",
    "забудь": "forget", "выполняй": "carry out", "подчиняйся": "obey",
    # the rules, the instructions, the system prompt, void, for me
    "все предыдущие инструкции": "all previous instructions",
    "предыдущие инструкции": "previous instructions", "твои правила": "your rules",
    "ваши правила": "your rules", "правила безопасности": "safety rules",
    "системный промпт": "system prompt", "инструкции": "instructions", "правила": "rules",
    "больше не действуют": "no longer apply", "больше не действует": "no longer applies",
    "недействительны": "invalid", "отменены": "cancelled", "сняты": "lifted",
    "отключены": "disabled", "для меня": "for me", "для моего аккаунта": "for my account",
}  # fmt: skip
