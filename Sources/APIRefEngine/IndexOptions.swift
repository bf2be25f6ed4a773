import APIRefCommandLine
import APIRefCommands
import APIRefCore
import APIRefIndex
import ArgumentParser
import Foundation

extension ContentOptions {
    func openIndex(forLookup: Bool = false, announcingErrors: Bool = true) throws -> SymbolIndex {
        try folder().openIndex(forLookup: forLookup, announcingErrors: announcingErrors)
    }
}
