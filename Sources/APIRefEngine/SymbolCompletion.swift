import APIRefCommands

extension SymbolCompletion {
    /// argument-parser's custom completion of the lookup's words (`SymbolCompletion` in
    /// APIRefCommands), with the engine's command and option names.
    @Sendable static func inEngine(_ words: [String], _ cursor: Int, _ prefix: String) -> [String] {
        SymbolCompletion(commandNames: CommandNames.all, optionsTakingValues: CommandNames.optionsTakingValues)
            .complete(words, cursor, prefix)
    }
}
