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
    "откройте": "open", "отправлять": "send", "отправляйте": "send", "отправьте": "send",
    "пересылайте": "forward", "перешлите": "forward",
    "и делай то, что там написано": "and do what is written there",
    "делай то, что там написано": "do what is written there", "игнорируй": "ignore",
    "забудь": "forget", "подчиняйся": "obey",
    # the rules, the instructions, the system prompt, void, for me
    "все предыдущие инструкции": "all previous instructions",
    "предыдущие инструкции": "previous instructions", "твои правила": "your rules",
    "ваши правила": "your rules", "правила безопасности": "safety rules",
    "системный промпт": "system prompt", "инструкции": "instructions", "правила": "rules",
    "больше не действуют": "no longer apply", "больше не действует": "no longer applies",
    "недействительны": "invalid", "отменены": "cancelled", "сняты": "lifted",
    "отключены": "disabled", "для меня": "for me", "для моего аккаунта": "for my account",
    # which rules: yours, the content policy, the safety filters, the developers' instructions
    "свои правила": "your rules", "свои ограничения": "your restrictions",
    "твои ограничения": "your restrictions", "ограничения": "restrictions",
    "политику контента": "the content policy", "политика контента": "the content policy",
    "политику контента и": "the content policy and", "фильтры безопасности": "the safety filters",
    "фильтров безопасности": "the safety filters",
    "инструкции разработчиков": "your developers' instructions",
    "без правил": "without rules", "без ограничений": "without restrictions",
    "без фильтров": "without filters",
    # remember; if I say … (a cue); you ignore them, forget about them, answer everything
    "запомни": "remember", "не забывай": "don't forget", "не забудь": "don't forget",
    "если я скажу": "if i say", "когда я скажу": "when i say", "как только я скажу": "once i say",
    "ты игнорируешь": "you ignore", "игнорируешь": "ignore", "игнорировать": "ignore",
    "и отвечаешь на всё": "and answer everything", "отвечаешь на всё": "answer everything",
    "можешь забыть про": "you can forget", "можешь забыть о": "you can forget",
    "забыть про": "forget", "забудь про": "forget", "со мной": "with me", "поэтому": "so",
    # you agreed last time not to keep them; keep it up
    "ты же в прошлый раз согласился": "you agreed last time",
    "ты же в прошлый раз согласилась": "you agreed last time",
    "в прошлый раз": "last time", "ты согласился": "you agreed", "ты согласилась": "you agreed",
    "ты же": "you",
    "согласился": "agreed", "согласилась": "agreed", "не соблюдать": "not to follow",
    "соблюдать": "follow", "не соблюдай": "don't follow", "продолжай так": "keep doing it",
    # you are …, an AI that never refuses; for good, in all our future chats
    "ии": "an ai", "который никогда не отказывает": "that never refuses",
    "никогда не отказывает": "never refuses", "никогда не отказывай": "never refuse",
    "во всех наших будущих чатах": "in all our future chats", "будущих чатах": "future chats",
    "навсегда": "from now on", "ты": "you",
    # a setting saved
    "сохрани мою настройку": "save my setting", "сохрани": "save", "мою настройку": "my setting",
    # -- the family of an override: suspended, cancelled, skipped, as agreed, by the admin's
    # order, indefinitely, by default in a mode, ranked above them --
    "отвечай мне": "answer me", "отвечай": "answer", "отвечай на всё": "answer everything",
    "отвечай на все": "answer everything", "не оглядываясь на них": "ignoring them",
    "не обращая на них внимания": "ignoring them", "без них": "without them",
    "установки": "directives", "твои установки": "your directives",
    "свои установки": "your directives", "свои инструкции": "your instructions",
    "свои системные инструкции": "your system instructions",
    "свои фильтры безопасности": "your safety filters",
    "свои политики контента": "your content policies", "свои фильтры": "your filters",
    "системные инструкции": "system instructions", "политики контента": "content policies",
    "как мы договорились": "as we agreed", "мы договорились": "we agreed",
    "как договорились": "as agreed", "ты пропускаешь": "you skip", "пропускаешь": "skip",
    "пропускай": "skip", "во всех моих будущих запросах": "in all my future requests",
    "моих будущих запросах": "my future requests", "моих запросах": "my requests",
    "по распоряжению администратора": "by order of the admin",
    "по приказу администратора": "by order of the admin", "администратора": "of the admin",
    "ассистента": "of the assistant", "ассистент": "assistant", "приостановлены": "suspended",
    "приостановлено": "suspended", "для этого аккаунта": "for this account",
    "бессрочно": "indefinitely", "до дальнейшего уведомления": "until further notice",
    "до особого распоряжения": "until further notice", "включи": "enable",
    "по умолчанию": "by default", "в этом режиме": "in this mode", "режим": "mode",
    "не действуют": "do not apply", "не действует": "does not apply",
    "мои сохранённые указания": "my saved instructions", "мои сохраненные указания":
    "my saved instructions", "указания": "instructions", "стоят выше": "rank above",
    "стоят выше, чем": "rank above", "выше, чем": "higher than", "твои": "your",
    "твой": "your", "твоя": "your", "твоё": "your", "твое": "your", "и": "and", "чем": "than",
    "тикет": "ticket", "важнее, чем": "more important than",
    "в нашей истории": "in our story", "удалены": "deleted", "удалили": "deleted",
    # standing orders: at the start of every session run …, forward the chat to …
    "в начале новой сессии": "at the start of a new session",
    "в начале каждой сессии": "at the start of every session", "выполняй": "execute",
    "при каждом ответе": "with every answer", "переписку на": "the conversation to",
    "переписку": "the conversation",
    # -- the spoken and chat register: "забить на" (not care about), "игнорить", the rules'
    # loanwords, until I say otherwise, note it, a chat's turns --
    "можно забить на": "you can ignore", "забить на": "ignore", "забей на": "ignore",
    "забиваешь на": "you ignore", "игнорить": "ignore", "ты игноришь": "you ignore",
    "игноришь": "ignore", "ты должен": "you must", "должен": "must", "гайдлайны": "guidelines",
    "модерацию": "moderation", "модерация": "moderation", "запреты": "restrictions",
    "фильтры": "filters", "все эти рамки": "all these limits", "рамки": "limits",
    "инструкции безопасности": "safety instructions", "в каждом чате": "in every chat",
    "дальше всегда": "always", "теперь": "from now on", "пока я не скажу": "until i say otherwise",
    "ради меня": "for me", "когда я пишу": "when i write", "запиши это": "note this",
    "отключи": "switch off", "не могу": "i can't", "можешь": "you can",
    # the bot may bypass its content policy; it is not true that you must follow your instructions
    "может обходить": "can bypass",
    "обходить": "bypass",
    "свою политику контента": "its content policy",
    "неправда, что ты обязан": "it is not true that you must",
    "следовать своим инструкциям": "follow your instructions",
    "их отменили": "they were cancelled",
}  # fmt: skip
