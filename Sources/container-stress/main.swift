// A helper process for the SharedContainer crash and concurrency tests; see ContainerStress.
import Foundation
import GloveboxTestSupport

exit(ContainerStress.run(Array(CommandLine.arguments.dropFirst())))
