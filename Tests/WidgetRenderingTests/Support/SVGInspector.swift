import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Parses an SVG document with the XML parser and collects what tests look at.
final class SVGInspector: NSObject, XMLParserDelegate {
    /// An element with its attributes, the text it contains, and the links around it.
    struct Element {
        var name: String
        var attributes: [String: String]
        var text: String
        var links: [String]
    }

    private(set) var elements: [Element] = []
    private(set) var parseError: String?
    private var stack: [Int] = []
    private var links: [String] = []

    init(_ svg: String) {
        super.init()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.shouldProcessNamespaces = false
        parser.delegate = self
        if !parser.parse() {
            parseError = parser.parserError.map { "\($0)" } ?? "unknown parse error"
        }
    }

    var root: Element? { elements.first }

    func all(_ name: String) -> [Element] {
        elements.filter { $0.name == name }
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if elementName == "a", let link = attributes["xlink:href"] { links.append(link) }
        elements.append(Element(name: elementName, attributes: attributes, text: "", links: links))
        stack.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let index = stack.last { elements[index].text += string }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
        if elementName == "a" { links.removeLast() }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        self.parseError = "\(parseError)"
    }
}
