import Foundation
import GloveboxCLI

exit(GloveboxProgram.run(Array(CommandLine.arguments.dropFirst())))
