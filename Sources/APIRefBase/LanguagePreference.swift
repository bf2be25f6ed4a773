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
        let name = locale.split(separator: ".", maxSplits: 1).first.map(String.init) ?? locale
        let base = name.split(separator: "@", maxSplits: 1).first.map(String.init) ?? name
        guard base != "C", base != "POSIX" else { return nil }
        let language = base.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map { $0.lowercased() } ?? ""
        return language.isEmpty ? nil : language
    }
}
