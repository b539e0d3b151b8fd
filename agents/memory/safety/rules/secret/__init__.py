"""The credential tables: secrets recognized by structure (the gate refuses them and redaction.py
redacts them).

- `rules.py`: the credential rows (a credential word in many languages with its value, settings
  and environment lines, command lines, login pairs, tokens, keys, unlock codes), with
  `vocab.py`, the words and shapes they are built from, and `table.py`, a table's or CSV's
  credential column;
- `config.py`: credentials as pasted configs and exports write them (a login packed as base64
  under an auth key, a Wi-Fi pre-shared key, a password manager's export row);
- `chat.py`: codes and passwords said as one clause of a chatty message, or bound to a name
  that is given the value later;
- `described.py`: credentials described instead of named (by what they unlock or where they
  are typed, as a login's secret part, as a Wi-Fi network's key);
- `qualified.py`: a credential word with what it is for between it and its value, and any
  separator ("mot de passe de la banque  …", "كلمة مرور حسابي البنكي = …"), and a mail
  service's address with its password;
- `jotted.py`: credentials as people jot them down (the label after the value, the value on
  the line below, an account's address between label and value, a Thai label glued to what it
  is for, a list of backup codes, a key's fragment);
- `pasted.py`: credentials as pasted from where they are kept (a password with an arrow back at
  its label, backup codes and an authenticator's secret under their name, a key box's or a
  door's code after an arrow, a Wi-Fi network and its key, 密码 glued to its value, a card over
  two lines, a card's security code, a security question answered after its question mark);
- `numbers.py`: cards, bank accounts, identity documents and wallet keys by shape.
"""
