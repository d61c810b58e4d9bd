; cc-desktop.nsi's own messages in the installer's languages (included with /CHARSET=UTF8).
LangString MSG_NEEDS_64BIT ${LANG_ENGLISH} "cc-desktop needs 64-bit Windows 10 or 11. This computer runs a 32-bit Windows, so the game cannot be installed here."
LangString MSG_NEEDS_64BIT ${LANG_GREEK} "Το cc-desktop χρειάζεται Windows 10 ή 11 των 64 bit. Αυτός ο υπολογιστής έχει Windows των 32 bit, οπότε το παιχνίδι δεν μπορεί να εγκατασταθεί εδώ."
LangString MSG_NEEDS_64BIT ${LANG_RUSSIAN} "Для cc-desktop нужна 64-разрядная Windows 10 или 11. На этом компьютере 32-разрядная Windows, поэтому игру здесь установить нельзя."
LangString MSG_NEEDS_64BIT ${LANG_HUNGARIAN} "A cc-desktop 64 bites Windows 10 vagy 11 rendszert igényel. Ezen a számítógépen 32 bites Windows fut, ezért a játék itt nem telepíthető."
LangString MSG_NEEDS_WIN10 ${LANG_ENGLISH} "cc-desktop needs Windows 10 or 11 (64-bit). This computer runs an older Windows, so the game cannot be installed here."
LangString MSG_NEEDS_WIN10 ${LANG_GREEK} "Το cc-desktop χρειάζεται Windows 10 ή 11 (64 bit). Αυτός ο υπολογιστής έχει παλαιότερα Windows, οπότε το παιχνίδι δεν μπορεί να εγκατασταθεί εδώ."
LangString MSG_NEEDS_WIN10 ${LANG_RUSSIAN} "Для cc-desktop нужна Windows 10 или 11 (64-разрядная). На этом компьютере более старая версия Windows, поэтому игру здесь установить нельзя."
LangString MSG_NEEDS_WIN10 ${LANG_HUNGARIAN} "A cc-desktop Windows 10 vagy 11 (64 bites) rendszert igényel. Ezen a számítógépen régebbi Windows fut, ezért a játék itt nem telepíthető."
