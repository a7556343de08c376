/* libxml2's headers include ICU's when libxml2 is built with it; ICU's clash with Foundation's copy of
   them in Swift. Nothing here uses the ICU members of the encoding handler (only pointers to it). */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/entities.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlschemas.h>

/* The SAX handler's `error` member takes a variadic function, which Swift cannot write: this one ignores
   the message (errors are reported through the structured error function instead). */
static inline void cxml_ignore_message(void *context, const char *message, ...) {
    (void)context;
    (void)message;
}

static inline void cxml_set_ignored_message_handler(xmlSAXHandler *handler) {
    handler->error = cxml_ignore_message;
}
