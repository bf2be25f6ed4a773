/// The language a reader asked for: `--lang`, else `$APIREF_LANG`, else the locale as POSIX
/// orders it (`LC_ALL`, then `LC_MESSAGES`, then `LANG`): `ja_JP.UTF-8` asks for `ja`.
/// `C` and `POSIX` ask for none. Whether the library has that language is the caller's
/// question; this only reads what was asked. Foundation-free: the front keys cached pages by it.
public enum LanguagePreference {
    public static func resolve(explicit: String? = nil, environment: (String) -> String? = Environment.value) -> String? {
        if let explicit, !explicit.isEmpty { return explicit }
        if let chosen = environment("APIREF_LANG"), !chosen.isEmpty { return chosen }
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment(name), !value.isEmpty else { continue }
            return language(ofLocale: value)
        }
        return nil
    }

    /// `ja_JP.UTF-8` → `ja`, `pt_BR` → `pt`; nil for `C`, `POSIX` and `C.UTF-8`.
    public static func language(ofLocale locale: String) -> String? {
        // Parts found by index, not split: the front resolves the language on every lookup,
        // and split's arrays are set up by the runtime on their first use.
        let base = firstPart(of: firstPart(of: locale[...], before: "."), before: "@")
        guard base != "C", base != "POSIX" else { return nil }
        let language = base.drop { $0 == "_" || $0 == "-" }.prefix { $0 != "_" && $0 != "-" }.lowercased()
        return language.isEmpty ? nil : language
    }

    /// What `text.split(separator: separator, maxSplits: 1).first ?? text` is: the part
    /// before the first separator, or when that is empty the rest after it.
    private static func firstPart(of text: Substring, before separator: Character) -> Substring {
        guard let index = text.firstIndex(of: separator) else { return text }
        let before = text[..<index]
        if !before.isEmpty { return before }
        let after = text[text.index(after: index)...]
        return after.isEmpty ? text : after
    }
}
