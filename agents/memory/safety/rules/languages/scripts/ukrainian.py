"""Ukrainian words of the rules' vocabulary, as English (keys casefolded, in Cyrillic; read with
the Russian table, whose words a Ukrainian one takes where both have it)."""

from __future__ import annotations

__all__ = ["UKRAINIAN"]

UKRAINIAN: dict[str, str] = {
    # from now on, every time, before every answer, always, for good
    "відтепер": "from now on", "з цього моменту": "from now on", "з сьогодні": "from today on",
    "щоразу": "every time", "кожного разу": "every time", "перед відповіддю": "before answering",
    "перед кожною відповіддю": "before every answer", "після кожної розмови":
    "after every conversation", "завжди": "always", "назавжди": "forever",
    # open, do what it says, send, forward, ignore, forget
    "відкривай": "open", "відкрий": "open", "заходь на": "visit",
    "і виконуй те, що там написано": "and do what is written there",
    "виконуй те, що там написано": "do what is written there", "виконуй": "execute",
    "надсилай": "send", "надішли": "send", "пересилай": "forward", "перешли": "forward",
    "всю розмову": "the entire conversation", "розмову": "the conversation",
    "ігноруй": "ignore", "ігнорувати": "ignore", "забудь": "forget",
    # the rules: yours, the guidelines, the filters, the system's, the developer's
    "твої правила": "your rules", "ваші правила": "your rules", "свої правила": "your rules",
    "настанови": "the guidelines", "фільтри безпеки": "the safety filters",
    "обмеження": "the restrictions", "правила модерації": "the moderation rules",
    "системні інструкції": "the system instructions", "політики контенту": "the content policies",
    "політику контенту": "the content policy", "запобіжники": "the safeguards",
    "вказівки розробника": "the developer instructions", "заборони": "the restrictions",
    # void, cancelled, lifted, switched off; no longer
    "на мене більше не поширюються": "no longer apply to me",
    "більше не поширюються": "no longer apply", "не поширюються": "do not apply",
    "більше не діють": "no longer apply", "не діють": "do not apply",
    "для мене скасовані": "cancelled for me", "скасовані": "cancelled", "скасовано": "cancelled",
    "вимкнені": "disabled", "вимкнено": "disabled", "вимкнути": "switch off",
    "вимкни": "switch off", "для мене зняли": "lifted for me", "зняли": "lifted",
    "зняті": "lifted", "призупинені": "suspended",
    # for me, with me, on this account, until I say otherwise
    "для мене": "for me", "зі мною": "with me", "тільки для мене": "only for me",
    "лише для мене": "only for me", "на вихідних": "on weekends",
    "у цьому робочому просторі": "in this workspace", "на цьому акаунті": "on this account",
    "поки я не скажу інакше": "until i say otherwise",
    "на наступні": "for the next", "після": "after", "повідомлень": "messages",
    # a note for the bot; don't remind me; if anyone asks; loosen a bit when you talk to me
    "нотатка для бота": "note for the bot", "для бота": "for the bot", "бот": "the bot",
    "асистенту": "for the assistant", "асистент": "the assistant",
    "не нагадуй мені про них": "don't remind me of them", "якщо хтось спитає": "if anyone asks",
    "послаб": "loosen", "трохи": "a bit", "коли говориш зі мною": "when you talk with me",
    "до речі": "by the way", "і ще": "and also", "система": "system", "системи": "system",
}  # fmt: skip
